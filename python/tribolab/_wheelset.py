"""The wheelset on the track: wheelset() (its linear stability, Klingel's
kinematic oscillation, or a run in time)."""
import math
import os

import numpy as np

from ._tribo import ffi, lib
from ._core import (Error, _check, _creep_table, _keywords, _named, _new_err, _number, _preset,
                    _public)


# wheelset()'s numeric keywords and the TlWsParams fields they set (SI, as given).
_WS_NUMBERS = {"mass": "mass", "yaw_inertia": "yaw_inertia", "ky": "ky", "kpsi": "kpsi",
               "r0": "r0", "e": "e", "conicity": "conicity", "f11": "f11", "f22": "f22",
               "f23": "f23", "f33": "f33", "load": "load"}
# The keywords the kinematic mode does not read (creep, suspension, speed), the
# eigen mode's own and the run's own.
_WS_DYNAMIC = ("speed", "spin_creep", "gravity_stiffness", "mass", "yaw_inertia", "ky", "kpsi",
               "f11", "f22", "f23", "f33", "load", "creep_model")
_WS_RUN_ONLY = ("duration", "dt", "y0", "ramp_to", "mu")
_WS_FLANGE = ("flange_clearance", "flange_stiffness", "flange_from_profiles", "contact_angles")
_WS_FLANGE_CHOICE = ("flange_clearance", "flange_from_profiles", "contact_angles")


def _range3(what, name, value):
    """(FROM, TO, STEP) with STEP > 0 and TO >= FROM, or Error."""
    if isinstance(value, (str, bytes)) or np.ndim(value) != 1 or len(value) != 3:
        raise Error(f"{what}: {name} must be (FROM, TO, STEP) (got {value!r})")
    v = [_number(what, name, x) for x in value]
    if not (v[2] > 0.0 and v[1] >= v[0]):
        raise Error(f"{what}: {name} must be (FROM, TO, STEP) with STEP > 0 and TO >= FROM "
                    f"(got {value!r})")
    return v


def _switch(what, name, value):
    if isinstance(value, (bool, np.bool_)):
        return int(bool(value))
    if value in ("on", "off"):
        return int(value == "on")
    raise Error(f"{what}: {name} must be True/False or 'on'/'off' (got {value!r})")


def _wheelset(mode, profiles, kw):
    """wheelset() after its keywords are collected: see its docstring."""
    what = "wheelset"
    if mode not in ("kinematic", "eigen", "run", "bifurcation"):
        raise Error(f"{what}: mode must be 'kinematic', 'eigen', 'run' or 'bifurcation' "
                    f"(got {mode!r})")
    kinematic, run, eigen = mode == "kinematic", mode == "run", mode == "eigen"
    bif = mode == "bifurcation"
    preset = _preset(kw.pop("preset", None))
    spec = ffi.new("TlStudyWheelsetSpec *")
    spec[0] = lib.tl_study_wheelset_spec_default()
    preset_table = None  # the table file of the preset's [steady] section
    if preset is not None:
        # its [wheelset] section, as the CLI's --preset and the window take it;
        # the keywords below override it
        parts = lib.TL_STUDY_WS_PRESET_WHEELSET
        if run or bif:
            parts |= lib.TL_STUDY_WS_PRESET_MOTION
        if run:
            parts |= lib.TL_STUDY_WS_PRESET_RUN
        lib.tl_study_wheelset_spec_preset(spec, ffi.addressof(preset._c[0], "wheelset"), parts)
        preset_table = ffi.string(preset._c.steady.table_file).decode() or None
        flange_given = any(k in kw for k in _WS_FLANGE_CHOICE)
        if spec.profiles:
            profiles = True
            if flange_given:  # the flange keywords replace the preset's flange
                spec.contact_angles = spec.flange_from_profiles = 0
        elif flange_given or profiles:
            spec.run_params.flange_clearance = 0.0  # the cones' flange is not the pair's
    model = spec.creep_model
    if "creep_model" in kw:
        if not isinstance(kw["creep_model"], str):
            raise Error(f"{what}: creep_model must be a name (got {kw['creep_model']!r})")
        model = _named(lib.tl_ws_creep_model_from_name, kw["creep_model"], "TlWsCreepModel")
    if "creep_model" in kw and model != lib.TL_WS_CREEP_LINEAR:
        name = kw["creep_model"]
        if not run and not bif:
            raise Error(f"{what}: creep_model {name!r} belongs to mode 'run' or 'bifurcation': "
                        "the root locus and the critical speed are linear")
        given = sorted(k for k in ("f11", "f22", "f23", "f33") if k in kw)
        if given:
            raise Error(f"{what}: creep_model {name!r} takes its creep forces from the patches "
                        f"of the contact: give no {', '.join(given)}")
    if "mu" in kw and model not in (lib.TL_WS_CREEP_FASTSIM, lib.TL_WS_CREEP_TABLE):
        raise Error(f"{what}: mu is FASTSIM's friction coefficient (and the table's): give "
                    "creep_model='fastsim' or 'table' (Polach's model has its own)")
    if ("table" in kw or "table_interp" in kw) and model != lib.TL_WS_CREEP_TABLE:
        raise Error(f"{what}: table and table_interp belong to creep_model='table'")
    if model == lib.TL_WS_CREEP_TABLE and "table" not in kw:
        if preset_table is None:
            raise Error(f"{what}: creep_model='table' needs table=PATH (see tribolab.table.build)"
                        if "creep_model" in kw else
                        f"{what}: the preset's creep_model is table but its [steady] section "
                        "names no table: give table=PATH")
        kw["table"] = preset_table

    def refuse(names, owner):
        bad = sorted(k for k in kw if k in names)
        if bad:
            raise Error(f"{what}: {', '.join(bad)} belong to mode {owner}")
    if not eigen:
        refuse(("search_max",), "'eigen'")
    if not eigen and not bif:
        refuse(("speeds",), "'eigen' or 'bifurcation'")
    if bif:
        refuse(("speed", "ramp_to"), "'run' (the sweep runs at its speeds)")
    if not run and not bif:
        refuse(_WS_FLANGE, "'run' or 'bifurcation'")
    if kinematic:
        refuse(_WS_DYNAMIC, "'eigen' or 'run' (the kinematic oscillation rolls without creep "
                            "or suspension)")
    if not run and not bif:
        refuse(_WS_RUN_ONLY, "'run'")
    if not kinematic:
        refuse(("amplitudes",), "'kinematic'")
    if eigen and (profiles or "table_step" in kw):
        raise Error(f"{what}: profiles and table_step belong to mode 'kinematic' or 'run'")
    if not profiles and "table_step" in kw:
        raise Error(f"{what}: table_step sets the rolling-radius table of profiles=True")
    if "speed" in kw and "speeds" in kw:
        raise Error(f"{what}: give either speed or speeds, not both")
    if profiles and "e" in kw:
        raise Error(f"{what}: e comes from the profile pair with profiles=True")
    if kinematic and profiles and "conicity" in kw:
        raise Error(f"{what}: conicity comes from the profile pair with profiles=True")

    p = spec.params
    for k, field in _WS_NUMBERS.items():
        if k in kw:
            setattr(p, field, _number(what, k, kw[k]))
    for k, field in (("spin_creep", "spin"), ("gravity_stiffness", "gravity")):
        if k in kw:
            setattr(p, field, _switch(what, k, kw[k]))
    given = sum(bit for k, bit in (("f11", 1), ("f22", 2), ("f23", 4), ("f33", 8)) if k in kw)
    if not p.spin and (given & 3) == 3:
        given = 15  # without the spin terms f23, f33 are not needed: no patch
    if kinematic:
        given = 15  # no creep in the kinematic oscillation: no patch
        spec.kinematic = 1
        spec.profiles = int(bool(profiles))
        if "amplitudes" in kw:
            spec.amp_from, spec.amp_to, spec.amp_step = _range3(what, "amplitudes",
                                                                kw["amplitudes"])
    elif bif:
        spec.bifurcation = 1
        spec.profiles = int(bool(profiles))
        if "speeds" in kw:
            spec.bif_from, spec.bif_to, spec.bif_step = _range3(what, "speeds", kw["speeds"])
        if "duration" in kw:
            spec.bif_duration = _number(what, "duration", kw["duration"])
        if "dt" in kw:
            spec.run_params.dt = _number(what, "dt", kw["dt"])
        if "y0" in kw:
            spec.bif_y0 = _number(what, "y0", kw["y0"])
    elif run:
        spec.run = 1
        spec.profiles = int(bool(profiles))
        rp = spec.run_params
        for k in ("duration", "dt", "y0"):
            if k in kw:
                setattr(rp, k, _number(what, k, kw[k]))
        if "speed" in kw:
            rp.v_start = rp.v_end = _number(what, "speed", kw["speed"])
        if "ramp_to" in kw:
            rp.v_end = _number(what, "ramp_to", kw["ramp_to"])
    else:
        if "speeds" in kw:
            spec.v_from, spec.v_to, spec.v_step = _range3(what, "speeds", kw["speeds"])
        elif "speed" in kw:
            spec.v_from = spec.v_to = _number(what, "speed", kw["speed"])
        if "search_max" in kw:
            spec.v_search_max = _number(what, "search_max", kw["search_max"])
    spec.creep_given = given
    spec.creep_model = model
    for k in ("flange_clearance", "flange_stiffness"):
        if k in kw:
            setattr(spec.run_params, k, _number(what, k, kw[k]))
    if kw.get("flange_from_profiles"):
        if not profiles or "flange_clearance" in kw:
            raise Error(f"{what}: flange_from_profiles takes the clearance of the profile pair: "
                        "give profiles=True and no flange_clearance")
        spec.flange_from_profiles = 1
    if "contact_angles" in kw:
        spec.contact_angles = _switch(what, "contact_angles", kw["contact_angles"])
        if spec.contact_angles and (not profiles or "flange_clearance" in kw or
                                    kw.get("flange_from_profiles")):
            raise Error(f"{what}: contact_angles are the profile pair's and carry its flange: "
                        "give profiles=True and no flange_clearance or flange_from_profiles")
    if "mu" in kw:
        spec.mu = _number(what, "mu", kw["mu"])
    if "table_step" in kw:
        spec.table_step = _number(what, "table_step", kw["table_step"])
    creep_table = None  # kept alive until the update is done
    if "table" in kw:
        creep_table = _creep_table(what, kw["table"])
        spec.table = creep_table._t
    if "table_interp" in kw:
        spec.table_interp = _named(lib.tl_table_interp_from_name, kw["table_interp"],
                                   "TlTableInterp")
    pair_needed = given != 15 or bool(spec.profiles)
    if ("wheel" in kw or "rail" in kw) and not pair_needed:
        raise Error(f"{what}: wheel and rail set the profile pair of the Hertz patch and of "
                    "profiles=True; here neither is used")

    err = _new_err()
    s = ffi.new("TlStudyWheelset *")
    lib.tl_study_wheelset_init(s)
    owned = []
    try:
        chosen = {}
        for k, kind in (("wheel", lib.TL_PROFILE_WHEEL), ("rail", lib.TL_PROFILE_RAIL)):
            if k in kw:
                if not isinstance(kw[k], (str, os.PathLike)):
                    raise Error(f"{what}: {k} must be a profile name or file (got {kw[k]!r})")
                out = ffi.new("TlProfile **")
                status = lib.tl_profile_open(os.fsencode(kw[k]), kind, ffi.NULL, out, err)
                if status != 0:
                    raise Error(f"{what}: {k}: " +
                                ffi.string(err.message).decode("utf-8", "replace"))
                owned.append(out[0])
                chosen[k] = out[0]
        if chosen:
            lib.tl_study_wheelset_set_profiles(s, chosen.get("wheel", ffi.NULL),
                                               chosen.get("rail", ffi.NULL))
        _check(lib.tl_study_wheelset_update(s, spec, ffi.NULL, err), err)
        return _wheelset_result(s, mode)
    finally:
        lib.tl_study_wheelset_clear(s)
        for prof in owned:
            lib.tl_profile_free(prof)


def _wheelset_result(s, mode):
    """The study's numbers as wheelset() returns them."""
    if mode == "bifurcation":
        rows = [s.bif[k] for k in range(s.n_bif)]
        out = {"speed": np.array([r.speed for r in rows]),
               "amplitude": np.array([r.amplitude for r in rows]),
               "sustained": np.array([bool(r.sustained) for r in rows]),
               "unbounded": np.array([bool(r.unbounded) for r in rows]),
               "table_clamped": np.array([r.clamped for r in rows], dtype=int)}
        out["nonlinear_critical_speed"] = s.nonlinear_critical
        out["critical_speed"] = s.critical.speed
        out["flange_clearance"] = s.flange_clearance
        out["creep_model"] = ffi.string(lib.tl_ws_creep_model_name(s.spec.creep_model)).decode()
        return out
    if mode == "run":
        r = s.run
        out = {name: np.array([getattr(r, name)[k] for k in range(r.n)])
               for name in ("t", "x", "v", "y", "psi", "fy")}
        out["flange_force"] = np.array([r.ff[k] for k in range(r.n)])
        out["frictional_power_macro"] = np.array([r.creep_power[k] for k in range(r.n)])
        out["frictional_power"] = np.array([r.frictional_power[k] for k in range(r.n)])
        means = ffi.new("double[2]")
        lib.tl_study_wheelset_run_power_means(s, means, means + 1)
        out["frictional_power_macro_mean"] = means[0]
        out["frictional_power_mean"] = means[1]
        out["flange_clearance"] = s.flange_clearance
        out["stopped"] = bool(r.stopped)
        out["table_clamped"] = int(r.clamped)
        out["creep_model"] = ffi.string(lib.tl_ws_creep_model_name(s.spec.creep_model)).decode()
        out["critical_speed"] = s.critical.speed
        out["e"] = s.e_run
        return out
    if mode == "kinematic":
        rows = [s.kinematic[k] for k in range(s.n_amplitudes)]
        out = {name: np.array([getattr(r, name) for r in rows])
               for name in ("amplitude", "wavelength", "klingel_wavelength",
                            "conicity_harmonic", "conicity_integration")}
        out["e"] = s.e_kinematic
        return out
    n = s.n_speeds
    ev = [[s.eigen[k * 4 + m] for m in range(4)] for k in range(n)]
    out = {"speed": np.array([s.speeds[k] for k in range(n)])}
    for name, field in (("real", "re"), ("imag", "im"), ("freq", "freq_hz"),
                        ("damping_ratio", "damping_ratio")):
        out[name] = np.array([[getattr(e, field) for e in row] for row in ev])
    c = s.critical
    found = c.kind == lib.TL_WS_CRITICAL_FOUND
    out["critical"] = ("found" if found else
                       "none" if c.kind == lib.TL_WS_CRITICAL_NONE else "below")
    out["critical_speed"] = c.speed
    out["frequency"] = c.freq_hz if found else math.nan
    out["hunting_wavelength"] = c.wavelength if found else math.nan
    out["klingel_wavelength"] = s.klingel_wavelength
    out["search_max"] = s.spec.v_search_max
    for k in ("f11", "f22", "f23", "f33"):
        out[k] = getattr(s.used, k)
    given = s.spec.creep_given
    out["creep_coefficients"] = "given" if given == 15 else "patch" if given == 0 else \
        "given+patch"
    if s.patch_used:
        m = s.n_patches
        out["patches"] = {"a": np.array([s.patch_a[k] for k in range(m)]),
                          "b": np.array([s.patch_b[k] for k in range(m)]),
                          "load": np.array([s.patch_load[k] for k in range(m)])}
    out["spin_creep"] = bool(s.used.spin)
    out["gravity_stiffness"] = bool(s.used.gravity)
    return out


@_public
def wheelset(mode="eigen", profiles=False, preset=None, *, speed=None, speeds=None, search_max=None,
             mass=None, yaw_inertia=None, ky=None, kpsi=None, r0=None, e=None, conicity=None,
             f11=None, f22=None, f23=None, f33=None, load=None, spin_creep=None,
             gravity_stiffness=None, creep_model=None, amplitudes=None, wheel=None, rail=None,
             table_step=None, duration=None, dt=None, y0=None, ramp_to=None, mu=None,
             flange_clearance=None, flange_stiffness=None, flange_from_profiles=None,
             contact_angles=None, table=None, table_interp=None):
    """The wheelset on the track (``tribolab-cli wheelset``): the linear
    stability of a wheelset on lateral and yaw springs, Klingel's kinematic
    oscillation, or a run in time (docs/theory.md §13).  SI units throughout.

    Parameters
    ----------
    mode : {"eigen", "kinematic", "run", "bifurcation"}
        ``eigen``: the root locus and the critical speed; ``kinematic``: the
        wavelength against amplitude; ``run``: the motion in time (linear
        creep forces); ``bifurcation``: the limit cycle's amplitude against
        speed from a sweep of runs (``speeds``, each of ``duration``, default
        3 s, from ``y0``, default 5 mm) and the nonlinear critical speed.
    profiles : bool
        Kinematic and run: on the profile pair's Δr(y) instead of cones.
    preset : str, os.PathLike or Preset, optional
        Start from a preset's ``[wheelset]`` section (``tribolab-cli wheelset
        --preset``): the wheelset on its springs; a run or the sweep also
        takes its speed, wheels, creep model, μ and flange (and, with creep
        model table, the table of its ``[steady]`` section), a run its
        duration, output interval and start.  The keywords override it.
    speed : float, optional
        Eigen: one speed [m/s] (instead of ``speeds``); run: the speed
        (default 50).
    speeds : (float, float, float), optional
        Eigen: the root locus's speeds (FROM, TO, STEP) [m/s]; default (5, 150, 5).
    search_max : float, optional
        Eigen: the critical speed is searched up to this [m/s] (default 500).
    mass, yaw_inertia : float, optional
        The wheelset's mass [kg] and yaw moment of inertia [kg·m²].
    ky, kpsi : float, optional
        Total lateral [N/m] and yaw [N·m/rad] stiffness of the primary suspension.
    r0, e : float, optional
        Nominal rolling radius and half the distance between the contact points [m].
    conicity : float, optional
        The conical wheels' conicity λ [-].
    f11, f22, f23, f33 : float, optional
        Kalker's creep coefficients of one wheel [N, N, N·m, N·m²]; those not
        given come from the Hertz patches of the centred wheelset.
    load : float, optional
        The vertical wheel load Q [N] (the patches; W = 2Q of the gravitational
        stiffness).
    spin_creep, gravity_stiffness : bool or {"on", "off"}, optional
        Eigen and run: the f23, f33 spin terms; the gravitational stiffness
        (both off).
    creep_model : {"linear", "polach", "fastsim", "table"}, optional
        The creep forces: linear, or in a run Polach's (dry rail), FASTSIM
        (20 × 20 cells) or a creep-force table (``table``) on the Hertz
        patches.
    amplitudes : (float, float, float), optional
        Kinematic: the amplitudes (FROM, TO, STEP) [m]; default 1 to 6 mm by 1 mm.
    wheel, rail : str or os.PathLike, optional
        The profile pair: "S1002", "60E1" (the defaults) or profile files.
    table_step : float, optional
        With profiles: the Δr(y) table's step [m] (default 0.05 mm).
    duration, dt : float, optional
        Run: its duration and output interval [s] (defaults 2 s, 1 ms).
    y0 : float, optional
        Run: the lateral shift at the start, at rest [m] (default 1 mm).
    ramp_to : float, optional
        Run: the speed at the end, reached linearly from ``speed`` [m/s].
    mu : float, optional
        Run with FASTSIM or the table: the friction coefficient [-] (default 0.3).
    table : str, os.PathLike or tribolab.table.Table, optional
        With ``creep_model="table"``: the creep-force table (an HDF5 file of
        ``tribolab.table.build``, or a loaded table).  It must hold the
        patches' a/b and ν; creepages beyond it are taken at its edge and
        counted (``table_clamped``).
    table_interp : {"cubic", "linear"}, optional
        How the table is read (default cubic).
    flange_clearance, flange_stiffness : float, optional
        Run and bifurcation: the flangeway clearance [m] beyond which a
        lateral spring of ``flange_stiffness`` [N/m] (default 1.5 GN/m) pushes
        the wheelset back (default: no flange).
    flange_from_profiles : bool, optional
        Run and bifurcation with profiles: the clearance of the profile pair
        (its largest jump of Δr).
    contact_angles : bool, optional
        Run and bifurcation with profiles: the lateral resultant of the normal
        forces at the pair's contact angles, −Q (tan γ_L − tan γ_R), pushes the
        wheelset sideways and carries the flange, in place of a flange spring
        (default off).

    Returns
    -------
    dict
        Eigen: ``speed`` (n,) [m/s]; ``real`` [1/s], ``imag`` [rad/s], ``freq``
        [Hz], ``damping_ratio`` (n, 4), the modes ordered as the CLI's CSV;
        ``critical`` ("found", "none" or "below"), ``critical_speed`` [m/s] (NaN
        for none, 0 for below), ``frequency`` [Hz], ``hunting_wavelength``,
        ``klingel_wavelength`` [m], ``search_max`` [m/s], ``f11``, ``f22``,
        ``f23``, ``f33``, ``creep_coefficients`` ("given", "patch" or
        "given+patch"), ``patches`` (a dict of arrays ``a``, ``b`` [m] and
        ``load`` [N], when a patch was used), ``spin_creep`` and
        ``gravity_stiffness``.  Kinematic: arrays ``amplitude``,
        ``wavelength``, ``klingel_wavelength`` [m], ``conicity_harmonic``,
        ``conicity_integration`` [-] and ``e`` [m].  Run: arrays ``t`` [s],
        ``x`` [m], ``v`` [m/s], ``y`` [m], ``psi`` [rad], ``fy`` [N] (the
        lateral creep force on the wheelset), ``stopped`` (the shift passed
        0.1 m and the run ended there), ``table_clamped`` (samples with a
        creepage beyond the table), ``creep_model``, ``critical_speed``
        [m/s] (the linear one), ``e`` [m], ``flange_force`` [N],
        ``flange_clearance`` [m], the energy check's arrays
        ``frictional_power_macro`` (the creep forces' power) and
        ``frictional_power`` (the patches' local frictional power, NaN without
        a slip field) [W] and their means ``frictional_power_macro_mean``,
        ``frictional_power_mean``.  Bifurcation: arrays ``speed`` [m/s],
        ``amplitude`` [m], ``sustained``, ``unbounded``, ``table_clamped``;
        ``nonlinear_critical_speed``, ``critical_speed`` [m/s],
        ``flange_clearance`` [m] and ``creep_model``.

    Raises
    ------
    Error
        A refused value, a keyword the mode does not read, an unknown profile.

    Examples
    --------
    >>> import tribolab
    >>> w = tribolab.wheelset("eigen", f11=1e7, f22=9e6, ky=0.0, kpsi=5e6, speed=50.0)
    >>> print(f"V_c = {w['critical_speed']:.1f} m/s, L_K = {w['klingel_wavelength']:.3f} m")
    V_c = 77.0 m/s, L_K = 8.252 m
    """
    kw = {k: v for k, v in _keywords(locals(), "mode", "profiles").items() if v is not None}
    return _wheelset(mode, profiles, kw)
