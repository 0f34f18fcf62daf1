"""Wheel on rail: wheelrail() (a wheelset on track at a lateral shift, its
contact points and the patch of each) and wear() (a wheel and a rail profile
worn pass by pass), which share the profiles' and the roll's keywords."""
import math
import os

import numpy as np

from ._tribo import ffi, lib
from ._core import (Error, _budget, _check, _given, _keywords, _materials, _max_seconds, _named,
                    _new_err, _number, _preset, _public, _set_given, _solve, _traction_map,
                    _unknown, _wear_figures, _wear_params)


# wheelrail()'s keywords: tribolab-cli wheelrail's options in SI units.
_WR_TRACK = ("gauge", "flange_back", "r0", "inclination")
_WR_ROLL = ("cx", "cy", "spin", "mu")
_WR_KEYS = set(_WR_TRACK + _WR_ROLL) | {
    "y", "wheel", "rail", "roll", "load", "method", "cell", "kp_epsilon", "side", "point",
    "model", "youngs_modulus", "shear_modulus", "poisson", "table_step"}
_WR_ROWS = ("s_wheel", "s_rail", "gamma", "r", "a", "b", "p0", "p_max", "area", "approach",
            "normal_force")


def _roll_angle(what, value):
    """roll= ("computed" or "off", as --roll) as TlWheelsetParams.roll."""
    if value not in ("computed", "off"):
        raise Error(f"{what}: roll: expected computed or off, got {value!r}")
    return int(value == "computed")


def _wheelrail_spec(preset, kw):
    """TlPresetWheelrail from a preset's [wheelrail] (or the defaults) and keyword overrides."""
    w = ffi.new("TlPresetWheelrail *")
    w[0] = preset._c.wheelrail if preset else lib.tl_preset_wheelrail_default()
    for k in ("wheel", "rail"):
        if k in kw:
            name = str(kw[k]).encode()
            if len(name) >= len(getattr(w, k)):
                raise Error(f"wheelrail: {k}: the name is too long")
            setattr(w, k, name + b"\0")
    _set_given(w.track, kw, _WR_TRACK)
    if "roll" in kw:
        w.track.roll = _roll_angle("wheelrail", kw["roll"])
    _materials(kw, w.normal.wheel, w.normal.rail)
    _set_given(w.normal, kw, ("load", "cell", "kp_epsilon"))
    if "method" in kw:
        w.normal.method = _named(lib.tl_wr_normal_method_from_name, kw["method"],
                                 "TlWrNormalMethod")
    if "y" in kw:
        w.y = float(kw["y"])
    if "side" in kw:
        if kw["side"] not in ("left", "right"):
            raise Error(f"wheelrail: side: expected left or right, got {kw['side']!r}")
        w.side = 0 if kw["side"] == "left" else 1
    if "point" in kw:
        w.point = int(kw["point"])
    _set_given(w.roll, kw, _WR_ROLL)
    if "model" in kw:
        w.roll.model = _named(lib.tl_wr_roll_model_from_name, kw["model"], "TlWrRollModel")
    err = _new_err()
    _check(lib.tl_preset_wheelrail_validate(w, err), err)
    return w


def _patch_pressure(p, cell):
    """The pressure per cell of a wheel-rail patch as tribolab-cli wheelrail --map
    writes it: my x mx arrays x, eta [m] (cell centres, eta across the rail) and
    p [Pa]; a Hertz patch (no computed pressure) sampled on cells of the normal
    method's size."""
    if p.pressure != ffi.NULL:
        mx, my = p.mx, p.my
        x = p.x0 + (np.arange(mx) + 0.5) * p.cell
        eta = p.eta0 + (np.arange(my) + 0.5) * p.cell
        pressure = np.frombuffer(ffi.buffer(p.pressure, mx * my * 8), dtype=float).copy()
        pressure = pressure.reshape(my, mx)
    else:
        mx, my = 2 * math.ceil(p.a / cell), 2 * math.ceil(p.b / cell)
        x = (np.arange(mx) + 0.5 - 0.5 * mx) * cell
        eta = (np.arange(my) + 0.5 - 0.5 * my) * cell
        q = 1.0 - x[None, :] ** 2 / p.a ** 2 - eta[:, None] ** 2 / p.b ** 2
        pressure = np.where(q > 0.0, p.p0 * np.sqrt(np.maximum(q, 0.0)), 0.0)
    xx, ee = np.meshgrid(x, eta)
    return {"x": xx, "eta": ee, "p": pressure}


# The rolled patch's wear laws and rolling speed (as --roll-patch's options).
_WR_ROLLED_KEYS = ("archard_k", "hardness", "shear_yield", "speed")


def _profile_fit(smooth):
    """The fit of profile files: the interpolating spline, or with smooth
    [m] the least-squares B-spline of that knot spacing (as --smooth-mm)."""
    fit = ffi.new("TlProfileFit *", lib.tl_profile_fit_default())
    if smooth is not None:
        fit.method, fit.knot_spacing = lib.TL_PROFILE_FIT_SMOOTH, float(smooth)
        err = _new_err()
        _check(lib.tl_profile_fit_validate(fit, err), err)
    return fit


def _wheelrail(preset=None, conicity=None, rolled=False, max_seconds=None, map=False,
               smooth=None, **kw):
    """wheelrail() after its keywords are checked: see its docstring."""
    wear = {k: kw.pop(k) for k in _WR_ROLLED_KEYS if k in kw}
    _unknown(kw, _WR_KEYS, "wheelrail")
    if wear and not rolled:
        raise Error("wheelrail: speed, archard_k, hardness and shear_yield set the wear figures "
                    "of the rolled patch: give rolled=True")
    w = _wheelrail_spec(_preset(preset), kw)
    cost = _budget("wheelrail", lib.tl_study_wheelrail_estimate, max_seconds, w)
    s, r, err = ffi.new("TlStudyWheelrail *"), ffi.new("TlStudyWheelrailRoll *"), _new_err()
    lib.tl_study_wheelrail_init(s)
    lib.tl_study_wheelrail_roll_init(r)
    try:
        _check(lib.tl_study_wheelrail_load_profiles(s, w, _profile_fit(smooth), err), err)
        _check(_solve(lib.tl_study_wheelrail_update, s, w, err=err, what="wheelrail",
                      max_seconds=max_seconds, estimate=cost), err)
        c = s.contact
        out = {"y": c.y, "roll": c.roll, "axle_rise": c.axle_rise, "dr": c.dr}
        rows = [s.rows[k] for k in range(s.n_rows)]
        out["side"] = np.array(["left" if row.side == 0 else "right" for row in rows])
        out["point"] = np.array([row.point + 1 for row in rows], dtype=int)
        for k in _WR_ROWS:
            out[k] = np.array([getattr(row, k) for row in rows], dtype=float)
        out["pmax"] = out["p_max"]  # tribolab-cli wheelrail's column name
        out["method"] = [ffi.string(lib.tl_study_wheelrail_method_name(row.method)).decode()
                         for row in rows]
        if conicity is not None:
            amps = np.atleast_1d(np.asarray(conicity, dtype=float))
            step = float(kw.get("table_step", 0.05 * 1e-3))
            cost = _budget("wheelrail", lib.tl_study_wheelrail_tabulate_estimate, max_seconds,
                    float(amps.max()), step)
            _check(_solve(lib.tl_study_wheelrail_tabulate, s, ffi.addressof(w, "track"),
                          float(amps.max()), step, err=err, what="wheelrail",
                          max_seconds=max_seconds, estimate=cost), err)
            cc = ffi.new("TlWrConicity *")
            cols = {k: [] for k in ("amplitude", "secant", "harmonic", "integration",
                                    "wavelength")}
            for a in amps:
                _check(lib.tl_study_wheelrail_conicity(s, float(a), cc, err), err)
                for k in cols:
                    cols[k].append(getattr(cc, k))
            out["conicity"] = {k: np.array(v) for k, v in cols.items()}
            out["jumps"] = np.array([s.table.jump_y[k] for k in range(s.table.n_jumps)])
        if rolled or map:
            p = lib.tl_study_wheelrail_chosen_patch(s, err)
            if p == ffi.NULL:
                raise Error(ffi.string(err.message).decode("utf-8", "replace"))
        if map:
            out["map"] = _patch_pressure(p, w.normal.cell)
        if rolled:
            if wear:  # the study keeps its default speed unless speed is given
                speed = float(wear.get("speed", lib.tl_study_wheelrail_roll_speed(r)))
                _check(lib.tl_study_wheelrail_roll_set_wear(r, _wear_params(wear), speed, err),
                       err)
            _check(_solve(lib.tl_study_wheelrail_roll_update,
                          r, p, ffi.addressof(w, "normal", "wheel"),
                          ffi.addressof(w, "normal", "rail"), ffi.addressof(w, "roll"),
                          err=err, what="wheelrail", max_seconds=max_seconds), err)
            ro = r.roll
            out["rolled"] = {"fx": ro.fx, "fy": ro.fy, "mz": ro.mz,
                             "stick_fraction": ro.stick_fraction, "load": ro.load,
                             "normal_force": r.normal_force,
                             "model": ffi.string(lib.tl_wr_roll_model_name(ro.model)).decode()}
            # what the grip costs at the rolling speed with the wear laws, as --roll-patch
            out["rolled"].update(_wear_figures(r.wear))
            if map:
                m = _traction_map(ffi.addressof(ro.field, "grid"), ffi.addressof(ro.field, "t"))
                out["rolled"]["map"] = {"x": m["x"], "eta": m["y"] + ro.eta_offset,
                                        "p": m["pn"], "tx": m["tx"], "ty": m["ty"],
                                        "state": m["state"]}
        return out
    finally:
        lib.tl_study_wheelrail_roll_clear(r)
        lib.tl_study_wheelrail_clear(s)


@_public
def wheelrail(preset=None, conicity=None, rolled=False, *, map=False, max_seconds=None, y=None,
              wheel=None,
              rail=None, gauge=None, flange_back=None, r0=None, inclination=None, roll=None,
              load=None, method=None, cell=None, kp_epsilon=None, youngs_modulus=None,
              shear_modulus=None, poisson=None, side=None, point=None, cx=None, cy=None,
              spin=None, mu=None, model=None, table_step=None, speed=None, archard_k=None,
              hardness=None, shear_yield=None, smooth=None):
    """Wheel on rail (``tribolab-cli wheelrail``): a wheelset on track at a
    lateral shift, its contact points and the normal patch of each.

    Parameters
    ----------
    preset : str, os.PathLike or Preset, optional
        Start from a preset's ``[wheelrail]`` case.
    conicity : float or sequence of float, optional
        Amplitudes [m] (0.5 … 8 mm) at which to add the equivalent conicity.
    rolled : bool
        Also roll the chosen patch (``--roll-patch``).
    map : bool
        Also return the chosen patch per cell (``--map``): its pressure, and
        with ``rolled`` its tractions.
    max_seconds : float, optional
        Refuse (Error) before starting a call whose estimated cost exceeds
        this many seconds, and stop one that runs longer.
    y : float, optional
        The wheelset's lateral shift toward the left rail [m].
    wheel, rail : str, optional
        The profiles: "S1002", "60E1" or a profile file.
    smooth : float, optional
        Profile files: a least-squares B-spline with this knot spacing [m]
        instead of the interpolating spline (``--smooth-mm``).
    gauge, flange_back, r0 : float, optional
        Track gauge, flange-back distance, nominal rolling radius [m].
    inclination : float, optional
        The rail's inclination [rad].
    roll : {"computed", "off"}, optional
        Whether the wheelset rolls.
    load : float, optional
        The wheel load [N].
    method : {"hertz", "approx", "exact"}, optional
        The normal problem's solution.
    cell : float, optional
        The patch's cell [m].
    kp_epsilon : float, optional
        The approximate method's virtual penetration factor [-].
    youngs_modulus, shear_modulus : float, optional
        Both bodies' modulus [Pa] (give one).
    poisson : float, optional
        Poisson's ratio [-].
    side : {"left", "right"}, optional
        The wheel whose patch is rolled.
    point : int, optional
        The contact point (1 …) whose patch is rolled.
    cx, cy : float, optional
        The creepages of the rolled patch [-].
    spin : float, optional
        Its spin [1/m].
    mu : float, optional
        Its friction coefficient [-].
    model : {"fastsim", "exact"}, optional
        Its tangential solver.
    table_step : float, optional
        The Δr(y) table's step for the conicity [m] (default 0.05 mm).
    speed : float, optional
        With ``rolled``: the rolling speed of the frictional power [m/s]
        (``--speed-m-s``; default the study's, as the CLI's).
    archard_k, hardness, shear_yield : float, optional
        With ``rolled``: the wear and fatigue laws of its figures, as in
        :func:`steady` [-, Pa, Pa].

    Returns
    -------
    dict
        ``y``, ``roll`` [rad], ``axle_rise``, ``dr`` [m] of the contact;
        one entry per loaded contact point (left wheel first): arrays
        ``side`` ("left"/"right"), ``point`` (1-based), ``s_wheel``,
        ``s_rail`` [m], ``gamma`` [rad], ``r``, ``a``, ``b`` [m] (Hertz's
        semi-axes, or the patch's half-extents where Hertz does not apply),
        ``p0``, ``p_max`` (also ``pmax``) [Pa], ``area`` [m²], ``approach`` [m], ``normal_force``
        [N] and ``method``.  With ``conicity``: ``conicity``, a dict of
        arrays ``amplitude`` [m], ``secant``, ``harmonic``, ``integration``
        [-], ``wavelength`` [m], and ``jumps`` [m].  With ``rolled=True``:
        ``rolled``, a dict of ``fx``, ``fy`` [N], ``mz`` [N·m],
        ``stick_fraction`` [-], ``normal_force``, ``load`` [N], ``model``, and
        the frictional power, wear and fatigue figures of ``tribolab-cli
        wheelrail --roll-patch`` at ``speed``, named as :func:`steady`'s
        ``"summary"`` (``frictional_power``, ``t_gamma``, ``wear_rate_usfd``,
        ``wear_regime``, …).
        With ``map=True``: ``map``, my × mx arrays ``x``, ``eta`` [m] (cell
        centres; eta across the rail) and ``p`` [Pa] (``tribolab-cli
        wheelrail --map``'s columns), and with ``rolled`` also
        ``rolled["map"]``: ``x``, ``eta`` [m], ``p``, ``tx``, ``ty`` [Pa] and
        ``state`` (0 outside, 1 stick, 2 slip), as ``--roll-patch --map``.

    Raises
    ------
    Error
        A refused value, an unknown profile or name, an array where one
        value is expected, a call over ``max_seconds``.
    KeyboardInterrupt
        Ctrl-C during the computation stops it.

    Examples
    --------
    >>> import tribolab
    >>> w = tribolab.wheelrail(y=0.002)
    >>> print(w["side"].tolist(), f"dr = {w['dr'] * 1e3:.3f} mm")
    ['left', 'right'] dr = 0.777 mm
    """
    kw = _given("wheelrail", _keywords(locals(), "preset", "conicity", "rolled", "map",
                                       "max_seconds"), counts=("point",))
    return _wheelrail(preset, conicity, bool(rolled),
                      max_seconds=_max_seconds("wheelrail", max_seconds), map=bool(map), **kw)


_WEAR_NUMBERS = {"passes": "passes", "sigma": "sigma", "max_depth_step": "max_depth_step",
                 "kernel": "smooth_width", "grid_step": "grid_step"}
_WEAR_COLUMNS = ("passes", "max_depth_wheel", "max_depth_rail", "area_wheel", "area_rail",
                 "wear_wheel", "wear_rail", "conicity")


@_public
def wear(passes=1e5, preset=None, *, sigma=None, histogram=None, law=None, max_depth_step=None,
         kernel=None, grid_step=None, shifts=None, max_steps=None, wheel=None, rail=None,
         load=None, cx=None, cy=None, spin=None, mu=None, archard_k=None, hardness=None,
         creepages=None, gauge=None, flange_back=None, r0=None, inclination=None, roll=None,
         youngs_modulus=None, shear_modulus=None, poisson=None, method=None, cell=None,
         model=None, max_seconds=None):
    """A wheel and a rail profile that wear (``tribolab-cli wear``): ``passes``
    passes of a wheelset whose lateral shift follows a Gaussian (or a
    histogram), every contact patch rolled and its local wear removed from
    the profiles (docs/theory.md §12.8).  SI units throughout.

    Parameters
    ----------
    passes : float
        Passes of the wheelset (0 … 1e9).
    preset : str, os.PathLike or Preset, optional
        Start from a preset's ``[wheelrail]`` section (``tribolab-cli wear
        --preset``): its profiles, wheelset on the track, normal contact and
        rolling parameters.  The keywords override them.
    sigma : float, optional
        Standard deviation of the Gaussian lateral shift [m] (default 2 mm).
    histogram : sequence of (float, float), optional
        Rows (y [m], weight) instead of the Gaussian.
    law : {"archard", "usfd"}, optional
        The local wear law (default Archard).
    max_depth_step : float, optional
        Largest depth one step removes [m] (default 0.1 mm).
    kernel : float, optional
        Standard deviation of the smoothing Gaussian [m] (default 1 mm).
    grid_step : float, optional
        Spacing of the profile points [m] (default 0.1 mm).
    shifts, max_steps : int, optional
        Points sampling the Gaussian (odd; default 25); the most steps (200).
    wheel, rail : str or os.PathLike, optional
        The profiles: "S1002", "60E1" (the defaults) or profile files.
    load : float, optional
        Vertical wheel load [N].
    cx, cy, spin, mu : float, optional
        Creepages [-], spin [1/m] and friction coefficient of every patch.
    archard_k, hardness : float, optional
        Archard's coefficient [-] and hardness [Pa].
    creepages : {"given", "kinematic"}, optional
        ``kinematic`` adds each contact point's creepage and spin of the
        wheelset held at its shift without yaw (as ``--creepages``).
    gauge, flange_back, r0 : float, optional
        Track gauge, flange-back distance and nominal rolling radius [m],
        as in :func:`wheelrail` (the defaults are ``tribolab-cli wear``'s).
    inclination : float, optional
        The rails' inclination [rad] (``--inclination 1:N`` is atan(1/N)).
    roll : {"computed", "off"}, optional
        Whether the wheelset rolls about its axis (default computed).
    youngs_modulus, shear_modulus : float, optional
        Both bodies' modulus [Pa] (give one).
    poisson : float, optional
        Poisson's ratio of both bodies [-].
    method : {"hertz", "approx", "exact"}, optional
        The normal problem's solution (``--normal``; default hertz).
    cell : float, optional
        The patch's cell of the approx and exact methods [m].
    model : {"fastsim", "exact"}, optional
        The tangential solver of every patch (default fastsim).
    max_seconds : float, optional
        Refuse (Error) before starting a run whose estimated cost of one
        step exceeds this many seconds (``--max-seconds``), and stop one
        that runs longer.

    Returns
    -------
    dict
        One entry per step (the first at 0 passes), as arrays: ``passes``,
        ``max_depth_wheel``, ``max_depth_rail`` [m], ``area_wheel``,
        ``area_rail``, ``wear_wheel``, ``wear_rail`` [m²], ``conicity`` (at 3
        mm, harmonic) and ``dr`` (steps × 3: Δr at 1, 3, 5 mm [m]); the worn
        profiles' points ``wheel_y``, ``wheel_z``, ``rail_y``, ``rail_z`` [m]
        and the depth removed at them, ``wheel_depth``, ``rail_depth`` [m].

    Raises
    ------
    Error
        A refused value, an unknown profile or name, a run that needs too
        many steps, a run over ``max_seconds``.
    KeyboardInterrupt
        Ctrl-C during the run stops it.

    Examples
    --------
    >>> import tribolab
    >>> w = tribolab.wear(0)
    >>> print(f"conicity at 3 mm of the new S1002/60E1 pair: {w['conicity'][0]:.3f}")
    conicity at 3 mm of the new S1002/60E1 pair: 0.179
    """
    what = "wear"
    p = ffi.new("TlProfileWearParams *")
    p[0] = lib.tl_profile_wear_params_default()
    p.passes = _number(what, "passes", passes)
    preset = _preset(preset)
    limit = _max_seconds(what, max_seconds)
    kw = {k: v for k, v in _keywords(locals(), "passes", "what", "p", "preset", "max_seconds",
                                     "limit").items()
          if v is not None}
    if preset is not None:  # its [wheelrail] case and profiles; the keywords override them
        lib.tl_study_profile_wear_params_preset(p, ffi.addressof(preset._c[0], "wheelrail"))
        for k in ("wheel", "rail"):
            kw.setdefault(k, ffi.string(getattr(preset._c.wheelrail, k)).decode())
    for k, field in _WEAR_NUMBERS.items():
        if k in kw:
            setattr(p, field, _number(what, k, kw[k]))
    for k, field in (("shifts", "n_shifts"), ("max_steps", "max_steps")):
        if k in kw:
            v = kw[k]
            if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
                raise Error(f"{what}: {k} must be a whole number (got {v!r})")
            if not -2**31 < v < 2**31:
                raise Error(f"{what}: {k} is out of range (got {v!r})")
            setattr(p, field, int(v))
    if "law" in kw:
        p.law = _named(lib.tl_profile_wear_law_from_name, kw["law"], "TlProfileWearLaw")
    if "creepages" in kw:
        if kw["creepages"] not in ("given", "kinematic"):
            raise Error(f"{what}: creepages must be 'given' or 'kinematic' "
                        f"(got {kw['creepages']!r})")
        p.kinematic = int(kw["creepages"] == "kinematic")
    for k, obj, field in (("load", p.normal, "load"), ("cx", p.roll, "cx"), ("cy", p.roll, "cy"),
                          ("spin", p.roll, "spin"), ("mu", p.roll, "mu"),
                          ("archard_k", p.wear.archard, "k"),
                          ("hardness", p.wear.archard, "hardness"),
                          ("gauge", p.track, "gauge"), ("flange_back", p.track, "flange_back"),
                          ("r0", p.track, "r0"), ("inclination", p.track, "inclination"),
                          ("cell", p.normal, "cell")):
        if k in kw:
            setattr(obj, field, _number(what, k, kw[k]))
    # the wheel-rail case as tribolab-cli wear's options set it; the core's
    # validation of the whole spec (below) checks every range
    if "roll" in kw:
        p.track.roll = _roll_angle(what, kw["roll"])
    for k in ("youngs_modulus", "shear_modulus", "poisson"):
        if k in kw:
            _number(what, k, kw[k])
    _materials(kw, p.normal.wheel, p.normal.rail)
    if "method" in kw:
        p.normal.method = _named(lib.tl_wr_normal_method_from_name, kw["method"],
                                 "TlWrNormalMethod")
    if "model" in kw:
        p.roll.model = _named(lib.tl_wr_roll_model_from_name, kw["model"], "TlWrRollModel")
    keep = []
    if "histogram" in kw:
        if "sigma" in kw or "shifts" in kw:
            raise Error(f"{what}: histogram gives the lateral shifts; sigma and shifts describe "
                        "a Gaussian instead: give one or the other")
        try:
            rows = np.asarray(kw["histogram"], dtype=float)
        except (TypeError, ValueError):
            raise Error(f"{what}: histogram must be rows (y, weight)") from None
        if rows.ndim != 2 or rows.shape[1] != 2 or rows.shape[0] < 1:
            raise Error(f"{what}: histogram must be rows (y, weight)")
        hy = ffi.new("double[]", [float(v) for v in rows[:, 0]])
        hw = ffi.new("double[]", [float(v) for v in rows[:, 1]])
        keep += [hy, hw]
        p.hist_n, p.hist_y, p.hist_w = rows.shape[0], hy, hw
    err = _new_err()
    s = ffi.new("TlStudyProfileWear *")
    lib.tl_study_profile_wear_init(s)
    owned = []
    try:
        prof = {}
        for k, kind, default in (("wheel", lib.TL_PROFILE_WHEEL, "S1002"),
                                 ("rail", lib.TL_PROFILE_RAIL, "60E1")):
            name = kw.get(k, default)
            if not isinstance(name, (str, os.PathLike)):
                raise Error(f"{what}: {k} must be a profile name or file (got {name!r})")
            out = ffi.new("TlProfile **")
            if lib.tl_profile_open(os.fsencode(name), kind, ffi.NULL, out, err) != 0:
                raise Error(f"{what}: {k}: " + ffi.string(err.message).decode("utf-8", "replace"))
            owned.append(out[0])
            prof[k] = out[0]
        _check(lib.tl_profile_wear_params_validate(p, err), err)  # before its estimate
        _budget(what, lib.tl_study_profile_wear_step_estimate, limit, p)
        _check(_solve(lib.tl_study_profile_wear_update, s, p, prof["wheel"], prof["rail"],
                      err=err, what=what, max_seconds=limit), err)
        rows = [s.rows[i] for i in range(s.n_rows)]
        res = {name: np.array([getattr(r, name) for r in rows]) for name in _WEAR_COLUMNS}
        res["dr"] = np.array([[r.dr[j] for j in range(3)] for r in rows])
        for body, kind in (("wheel", lib.TL_PROFILE_WHEEL), ("rail", lib.TL_PROFILE_RAIL)):
            y, z, d = ffi.new("double **"), ffi.new("double **"), ffi.new("double **")
            n = ffi.new("int *")
            lib.tl_profile_wear_points(s.pw, kind, y, z, n)
            res[body + "_y"] = np.frombuffer(ffi.buffer(y[0], 8 * n[0]), dtype=float).copy()
            res[body + "_z"] = np.frombuffer(ffi.buffer(z[0], 8 * n[0]), dtype=float).copy()
            lib.tl_profile_wear_depth(s.pw, kind, -1, y, d, n)
            res[body + "_depth"] = np.frombuffer(ffi.buffer(d[0], 8 * n[0]), dtype=float).copy()
        return res
    finally:
        lib.tl_study_profile_wear_clear(s)
        for pr in owned:
            lib.tl_profile_free(pr)
