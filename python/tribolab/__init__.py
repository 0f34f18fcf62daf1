"""TriboLab from Python: the solvers of libtribo, returning NumPy arrays.

Every function takes its parameters as keyword arguments in SI units
(m, N, Pa, s, rad; creepages dimensionless, spin in 1/m) and returns a dict
of NumPy arrays and numbers.  ``preset=`` (a path or a :class:`Preset` from
:func:`load_preset`) starts from a preset's case; keywords then override it,
as options do on ``tribolab-cli``.  Bad input raises :class:`Error` with the
library's own message.

>>> import tribolab
>>> tribolab.hertz(load=150e3)["a"]            # semi-axis a [m] of the thesis ellipse
"""
import math
import warnings

import numpy as np

from ._tribo import ffi, lib

__version__ = ffi.string(lib.tl_version()).decode()
"""The version of the TriboLab library the package runs on (as ``tribolab-cli --version``)."""

__all__ = ["Error", "Preset", "load_preset", "hertz", "steady", "steady_curves", "transient",
           "friction", "stickslip", "rolling", "rolling_replay", "subsurface", "wheelrail"]


class Error(ValueError):
    """A parameter the library refuses, a file it cannot read, or a solve that failed.

    A ValueError, so that code that already catches bad values catches it too."""


def _check(status, err):
    if status != 0:
        raise Error(ffi.string(err.message).decode("utf-8", "replace"))


def _new_err():
    return ffi.new("TlError *")


def _named(parse, name, ctype):
    """Look a name up through one of the library's *_from_name parsers."""
    out, err = ffi.new(ctype + " *"), _new_err()
    _check(parse(str(name).encode(), out, err), err)
    return out[0]


class Preset:
    """A preset file read by the library (the format of the window's Save Preset)."""

    def __init__(self, path):
        self.path = str(path)
        self._c = ffi.new("TlPreset *")
        lib.tl_preset_init(self._c)
        err = _new_err()
        _check(lib.tl_preset_load_file(self.path.encode(), self._c, ffi.NULL, ffi.NULL, err), err)

    title = property(lambda self: ffi.string(self._c.title).decode())
    description = property(lambda self: ffi.string(self._c.description).decode())
    view = property(lambda self: ffi.string(self._c.view).decode())

    def __repr__(self):
        return f"Preset({self.path!r}: {self.title!r})"


def load_preset(path):
    """Read a preset file; pass the result as ``preset=`` to any function."""
    return Preset(path)


def _preset(preset):
    if preset is None or isinstance(preset, Preset):
        return preset
    return Preset(preset)


_CONTACT_FIELDS = ("mu", "speed", "cx", "cy", "spin", "mx", "my")
_AXES = ("semi_a", "semi_b", "ref_load")
_RADII = ("wheel_rx", "wheel_ry", "rail_rx", "rail_ry")
_CONTACT_KEYS = set(_CONTACT_FIELDS + _AXES + _RADII) | {
    "load", "grid", "bound", "youngs_modulus", "shear_modulus", "poisson"}


def _materials(kw, *materials):
    """The elastic keywords (youngs_modulus or shear_modulus, poisson) applied
    to both bodies' TlMaterial."""
    if "youngs_modulus" in kw and "shear_modulus" in kw:
        raise Error("give either youngs_modulus or shear_modulus, not both")
    for m in materials:
        if "youngs_modulus" in kw:
            m.input, m.modulus = lib.TL_ELASTIC_YOUNG, float(kw["youngs_modulus"])
        if "shear_modulus" in kw:
            m.input, m.modulus = lib.TL_ELASTIC_SHEAR, float(kw["shear_modulus"])
        if "poisson" in kw:
            m.poisson = float(kw["poisson"])


def _contact(preset, kw):
    """TlContactParams from a preset (or the defaults) and keyword overrides,
    with the CLI's rules: semi-axes hold at ref_load, by default the preset's or
    100 kN (the thesis ellipse's load), so another load scales them by
    (load/ref_load)^(1/3); ref_load=load keeps them fixed."""
    p = ffi.new("TlContactParams *")
    p[0] = preset._c.contact if preset else lib.tl_contact_params_default()
    h = p.hertz
    if any(k in kw for k in _AXES) and any(k in kw for k in _RADII):
        raise Error("give either the semi-axes (semi_a, semi_b, ref_load) or the radii, not both")
    _materials(kw, h.wheel, h.rail)
    if "load" in kw:
        h.normal_load = float(kw["load"])
    if any(k in kw for k in _RADII):
        h.geometry = lib.TL_GEOMETRY_RADII
        for k in _RADII:
            if k in kw:
                setattr(h, k, float(kw[k]))
    else:
        for k in ("semi_a", "semi_b"):
            if k in kw:
                setattr(h, k, float(kw[k]))
        if "ref_load" in kw:
            h.ref_load = float(kw["ref_load"])
    for k in _CONTACT_FIELDS:
        if k in kw:
            setattr(p, k, int(kw[k]) if k in ("mx", "my") else float(kw[k]))
    if "grid" in kw:
        p.mx, p.my = (int(n) for n in kw["grid"])
    if "bound" in kw:
        p.bound = _named(lib.tl_traction_bound_from_name, kw["bound"], "TlTractionBound")
    err = _new_err()
    _check(lib.tl_contact_params_validate(p, err), err)
    return p


def _unknown(kw, known, what):
    extra = sorted(set(kw) - set(known))
    if extra:
        raise Error(f"{what}: unknown parameter(s) {', '.join(extra)}")


def _struct_array(ptr, n, ctype, fields):
    """Columns of n C structs as NumPy arrays, read in place through the
    structs' own layout (offsets from the compiler) and copied once."""
    names, formats, offsets = [], [], []
    for name, c_name in fields:
        field = dict(ffi.typeof(ctype).fields)[c_name]
        kind = field.type.cname
        names.append(name)
        size = ffi.sizeof(field.type)
        formats.append("<f8" if kind == "double" else f"<i{size}")
        offsets.append(field.offset)
    dtype = np.dtype({"names": names, "formats": formats, "offsets": offsets,
                      "itemsize": ffi.sizeof(ctype)})
    if n == 0:
        return {name: np.empty(0, dtype=dtype[name]) for name in names}
    rec = np.frombuffer(ffi.buffer(ptr, n * ffi.sizeof(ctype)), dtype=dtype)
    return {name: rec[name].copy() for name in names}


def _basics(p):
    b, err = ffi.new("TlContactBasics *"), _new_err()
    _check(lib.tl_contact_basics(p, b, err), err)
    return b


def hertz(preset=None, **kw):
    """Hertz contact and Kalker's coefficients of a case.

    Keywords: load [N]; semi_a, semi_b [m] at ref_load [N] (default 100 kN or the
    preset's; at another load both scale by (load/ref_load)^(1/3));
    or wheel_rx, wheel_ry, rail_rx, rail_ry [m] (math.inf allowed);
    youngs_modulus or shear_modulus [Pa], poisson [-].
    Returns a, b [m], p0, mean_pressure [Pa], approach [m], ratio [-],
    c11, c22, c23, c33 [-], shear_modulus, e_star [Pa], poisson, kd [-]."""
    _unknown(kw, _CONTACT_KEYS, "hertz")
    study, err = ffi.new("TlStudyHertz *"), _new_err()
    lib.tl_study_hertz_init(study)
    try:
        _check(lib.tl_study_hertz_update(study, _contact(_preset(preset), kw), ffi.NULL, err), err)
        h, k = study.basics.hertz, study.basics.kalker
        return {"a": h.a, "b": h.b, "p0": h.p0, "mean_pressure": h.mean_pressure,
                "approach": h.approach, "ratio": h.ratio, "normal_load": h.normal_load,
                "c11": k.c11, "c22": k.c22, "c23": k.c23, "c33": k.c33,
                "shear_modulus": h.material.shear_modulus, "e_star": h.material.e_star,
                "poisson": h.material.poisson, "kd": h.material.kd}
    finally:
        lib.tl_study_hertz_clear(study)



# wheelrail()'s keywords: tribolab-cli wheelrail's options in SI units.
_WR_TRACK = ("gauge", "flange_back", "r0", "inclination")
_WR_ROLL = ("cx", "cy", "spin", "mu")
_WR_KEYS = set(_WR_TRACK + _WR_ROLL) | {
    "y", "wheel", "rail", "roll", "load", "method", "cell", "kp_epsilon", "side", "point",
    "model", "youngs_modulus", "shear_modulus", "poisson", "table_step"}
_WR_ROWS = ("s_wheel", "s_rail", "gamma", "r", "a", "b", "p0", "p_max", "area", "approach",
            "normal_force")


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
    for k in _WR_TRACK:
        if k in kw:
            setattr(w.track, k, float(kw[k]))
    if "roll" in kw:
        if kw["roll"] not in ("computed", "off"):
            raise Error(f"wheelrail: roll: expected computed or off, got {kw['roll']!r}")
        w.track.roll = kw["roll"] == "computed"
    _materials(kw, w.normal.wheel, w.normal.rail)
    for k in ("load", "cell", "kp_epsilon"):
        if k in kw:
            setattr(w.normal, k, float(kw[k]))
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
    for k in _WR_ROLL:
        if k in kw:
            setattr(w.roll, k, float(kw[k]))
    if "model" in kw:
        w.roll.model = _named(lib.tl_wr_roll_model_from_name, kw["model"], "TlWrRollModel")
    err = _new_err()
    _check(lib.tl_preset_wheelrail_validate(w, err), err)
    return w


def wheelrail(preset=None, conicity=None, rolled=False, **kw):
    """Wheel on rail: a wheelset on track at a lateral shift, its contact points
    and the normal patch of each (tribolab-cli wheelrail).

    Keywords: y [m] (lateral shift toward the left rail); wheel, rail (profiles:
    "S1002", "60E1" or a profile file); gauge, flange_back, r0 [m], inclination
    [rad], roll ("computed" or "off"); load [N], method ("hertz", "approx",
    "exact"), cell [m], kp_epsilon, youngs_modulus or shear_modulus [Pa],
    poisson; side ("left", "right") and point (1 …) choose the patch rolled.

    Returns y, roll [rad], axle_rise, dr [m] of the contact and, one entry per
    loaded contact point (left wheel first), arrays side ("left"/"right"),
    point (1-based), s_wheel, s_rail, gamma [rad], r, a, b [m] (Hertz's
    semi-axes, or the patch's half-extents where Hertz does not apply), p0,
    p_max [Pa], area [m²], approach [m], normal_force [N] and method: the rows
    of tribolab-cli wheelrail.

    conicity: amplitudes [m] (a number or a sequence, 0.5 … 8 mm): adds
    "conicity", a dict of arrays amplitude, secant, harmonic, integration and
    wavelength [m] (the Δr(y) table is tabulated at table_step, default
    0.05 mm), and "jumps" [m], the shifts where the contact jumps.

    rolled=True: the chosen patch rolled at cx, cy [-], spin [1/m], mu with
    model ("fastsim", "exact") adds "rolled": fx, fy [N], mz [N·m],
    stick_fraction, normal_force and load [N] (tribolab-cli wheelrail
    --roll-patch)."""
    _unknown(kw, _WR_KEYS, "wheelrail")
    w = _wheelrail_spec(_preset(preset), kw)
    s, r, err = ffi.new("TlStudyWheelrail *"), ffi.new("TlStudyWheelrailRoll *"), _new_err()
    lib.tl_study_wheelrail_init(s)
    lib.tl_study_wheelrail_roll_init(r)
    try:
        _check(lib.tl_study_wheelrail_load_profiles(s, w, ffi.NULL, err), err)
        _check(lib.tl_study_wheelrail_update(s, w, ffi.NULL, err), err)
        c = s.contact
        out = {"y": c.y, "roll": c.roll, "axle_rise": c.axle_rise, "dr": c.dr}
        rows = [s.rows[k] for k in range(s.n_rows)]
        out["side"] = np.array(["left" if row.side == 0 else "right" for row in rows])
        out["point"] = np.array([row.point + 1 for row in rows], dtype=int)
        for k in _WR_ROWS:
            out[k] = np.array([getattr(row, k) for row in rows], dtype=float)
        out["method"] = [ffi.string(lib.tl_study_wheelrail_method_name(row.method)).decode()
                         for row in rows]
        if conicity is not None:
            amps = np.atleast_1d(np.asarray(conicity, dtype=float))
            step = float(kw.get("table_step", 0.05 * 1e-3))
            _check(lib.tl_study_wheelrail_tabulate(s, ffi.addressof(w, "track"), float(amps.max()),
                                                   step, ffi.NULL, err), err)
            cc = ffi.new("TlWrConicity *")
            cols = {k: [] for k in ("amplitude", "secant", "harmonic", "integration",
                                    "wavelength")}
            for a in amps:
                _check(lib.tl_study_wheelrail_conicity(s, float(a), cc, err), err)
                for k in cols:
                    cols[k].append(getattr(cc, k))
            out["conicity"] = {k: np.array(v) for k, v in cols.items()}
            out["jumps"] = np.array([s.table.jump_y[k] for k in range(s.table.n_jumps)])
        if rolled:
            p = lib.tl_study_wheelrail_chosen_patch(s, err)
            if p == ffi.NULL:
                raise Error(ffi.string(err.message).decode("utf-8", "replace"))
            _check(lib.tl_study_wheelrail_roll_update(
                r, p, ffi.addressof(w, "normal", "wheel"), ffi.addressof(w, "normal", "rail"),
                ffi.addressof(w, "roll"), ffi.NULL, err), err)
            ro = r.roll
            out["rolled"] = {"fx": ro.fx, "fy": ro.fy, "mz": ro.mz,
                             "stick_fraction": ro.stick_fraction, "load": ro.load,
                             "normal_force": r.normal_force,
                             "model": ffi.string(lib.tl_wr_roll_model_name(ro.model)).decode()}
        return out
    finally:
        lib.tl_study_wheelrail_roll_clear(r)
        lib.tl_study_wheelrail_clear(s)

# The contact friction law's keywords: tribolab-cli steady's friction-law
# options with the unit suffix dropped (every value is in SI units, as there).
# Each float keyword: its CLI option (for the messages) and whether 0 is allowed.
_LAW_FLOATS = {
    "mu_static": ("--mu-static", False), "mu_kinetic": ("--mu-kinetic", False),
    "s_half": ("--s-half-m-s", False), "s_half2": ("--s-half2-m-s", False),
    "dmu2": ("--dmu2", True), "memory": ("--memory-m", True),
    "memory_s0": ("--memory-s0-m-s", True), "stribeck_vs": ("--stribeck-vs-m-s", False),
    "stribeck_delta": ("--stribeck-delta", False), "viscous": ("--viscous-s-m", True),
    "polach_mu0": ("--polach-mu0", False), "polach_a": ("--polach-a", True),
    "polach_b": ("--polach-b-s-m", True),
}
_LAW_KEYS = set(_LAW_FLOATS) | {"polach_set", "slip_branch"}
# Which keywords each law reads; any other is refused rather than ignored, so a
# misspelt intention (polach_a on an exponential law) cannot pass unnoticed.
_LAW_COMMON = {"memory", "memory_s0", "slip_branch"}
_LAW_OWN = {
    "falling": {"mu_static", "mu_kinetic", "s_half", "dmu2", "s_half2"},
    "stribeck": {"mu_static", "mu_kinetic", "stribeck_vs", "stribeck_delta", "viscous"},
    "polach": {"polach_set", "polach_mu0", "polach_a", "polach_b"},
}


def _slip_law(pre, friction_law, p, kw):
    """The friction law inside the contact (a TlSlipFriction) and whether one
    was chosen (friction_law given, or a preset's [contact_friction] law other
    than Coulomb); without one it is Coulomb with the case's mu.

    The rules are tribolab-cli steady's: a law's parameters start from the
    library's defaults of that law, mu belongs to Coulomb only, and for the
    exponential, rational and linear laws the first falling term is what is
    left of mu_static above mu_kinetic + dmu2.  Without friction_law a
    preset's law is taken the way the window and `tribolab-cli export` take
    it, and the keywords then adjust that law."""
    given = {k: kw[k] for k in _LAW_KEYS if k in kw}
    err = _new_err()
    f = ffi.new("TlSlipFriction *")
    if friction_law is not None:
        f[0] = lib.tl_slip_friction_default(
            _named(lib.tl_slip_law_from_name, friction_law, "TlSlipLawKind"))
        source = "friction_law"
    elif pre:
        _check(lib.tl_contact_friction_law(ffi.addressof(pre._c, "contact_friction"), p.mu,
                                           ffi.addressof(pre._c.friction, "law"), f, err),
               err)
        source = "the preset's [contact_friction] law"
    else:
        f[0] = lib.tl_slip_friction_default(lib.TL_SLIP_LAW_COULOMB)
        source = None
    name = ffi.string(lib.tl_slip_law_name(f.kind)).decode()
    if f.kind == lib.TL_SLIP_LAW_COULOMB:
        if given and friction_law is None:
            raise Error(f"steady: the friction-law keywords ({', '.join(sorted(given))}) need "
                        "friction_law (exp, rational, linear, stribeck or polach)")
        if given:
            raise Error("steady: friction_law 'coulomb' takes mu only")
        f.mu = p.mu
        return f, friction_law is not None
    if "mu" in kw:
        raise Error(f"steady: mu is the Coulomb coefficient: with {source} '{name}' give the "
                    "law's own levels (mu_static, mu_kinetic, polach_mu0), or "
                    "friction_law='coulomb'")
    family = ("polach" if f.kind == lib.TL_SLIP_LAW_POLACH
              else "stribeck" if f.kind == lib.TL_SLIP_LAW_STRIBECK else "falling")
    foreign = sorted(set(given) - _LAW_OWN[family] - _LAW_COMMON)
    if foreign:
        raise Error(f"steady: the {name} law takes no {', '.join(foreign)} (its keywords: "
                    f"{', '.join(sorted(_LAW_OWN[family] | _LAW_COMMON))})")
    v = {k: float(x) for k, x in given.items() if k in _LAW_FLOATS}
    # each level and speed by its own name, before the law's derived checks
    # (tribolab-cli's option parser refuses a non-finite number the same way)
    for k, x in v.items():
        if not math.isfinite(x):
            raise Error(f"steady: {k} must be a finite number (got {x})")
        zero_ok = _LAW_FLOATS[k][1]
        if k != "stribeck_delta" and not (x >= 0.0 if zero_ok else x > 0.0):
            raise Error(f"steady: {k} must be {'zero or positive' if zero_ok else 'positive'} "
                        f"(got {x:g})")
    if "slip_branch" in given:
        f.rule = _named(lib.tl_slip_root_rule_from_name, given["slip_branch"], "TlSlipRootRule")
    f.memory = v.get("memory", f.memory)
    f.memory_s0 = v.get("memory_s0", f.memory_s0)
    if family == "polach":
        pp = ffi.new("TlPolachParams *", lib.tl_polach_params_dry())
        if "polach_set" in given:
            _check(lib.tl_polach_params_from_name(str(given["polach_set"]).encode(), pp, err),
                   err)
        else:
            pp.mu0, pp.a, pp.b = f.polach_mu0, f.polach_a, f.polach_b
        pp.mu0 = v.get("polach_mu0", pp.mu0)
        pp.a = v.get("polach_a", pp.a)
        pp.b = v.get("polach_b", pp.b)
        if lib.tl_polach_params_validate(pp, err) != 0:
            raise Error("steady: Polach's parameters: "
                        + ffi.string(err.message).decode("utf-8", "replace"))
        f.polach_mu0, f.polach_a, f.polach_b = pp.mu0, pp.a, pp.b
    elif family == "stribeck":
        f.mu_s = v.get("mu_static", f.mu_s)
        f.mu_c = v.get("mu_kinetic", f.mu_c)
        f.v_s = v.get("stribeck_vs", f.v_s)
        f.delta = v.get("stribeck_delta", f.delta)
        f.k_v = v.get("viscous", f.k_v)
    else:
        mu_s = v.get("mu_static", f.mu_kinetic + f.dmu1 + f.dmu2)
        f.mu_kinetic = v.get("mu_kinetic", f.mu_kinetic)
        f.dmu2 = v.get("dmu2", f.dmu2)
        f.s_half1 = v.get("s_half", f.s_half1)
        f.s_half2 = v.get("s_half2", f.s_half2)
        f.dmu1 = mu_s - f.mu_kinetic - f.dmu2
        if f.dmu1 < 0.0:
            raise Error(f"steady: mu_static ({mu_s:g}) must be at least mu_kinetic + dmu2 "
                        f"({f.mu_kinetic + f.dmu2:g})")
    if lib.tl_slip_friction_validate(f, err) != 0:
        raise Error(f"steady: friction law {name}: "
                    + ffi.string(err.message).decode("utf-8", "replace"))
    return f, True


def steady(model="fastsim", cx=None, preset=None, friction_law=None, exact_start=None, **kw):
    """Steady rolling: f = Tx/F_N and the stick fraction at each creepage of ``cx``.

    model: "linear" (Kalker), "fastsim", "shen" (Shen–Hedrick–Elkins) or "exact"
    (Kalker's exact theory; each creepage starts from the previous solution,
    as tribolab-cli steady does).  cx: a number or a sequence [-]; cy [-] and
    spin [1/m] constant; mu, speed [m/s], grid=(mx, my), bound and the Hertz
    keywords of :func:`hertz`.

    friction_law: friction inside the contact that depends on the local slip
    speed σ [m/s] (docs/theory-friction-in-contact.md), for "fastsim" and
    "exact" only; None is Coulomb friction with ``mu`` (or a preset's
    [contact_friction] law, as the window draws it; friction_law="coulomb"
    then returns to ``mu``).  The names and units are tribolab-cli steady's
    --friction-law options without their unit suffix:

    - "exp", "rational", "linear": mu_static = μ(0) (default 0.4),
      mu_kinetic (0.2), s_half [m/s] (0.1), dmu2 (0) and s_half2 [m/s] (0.1)
      of a second falling term; the first term is mu_static − mu_kinetic − dmu2;
    - "stribeck": mu_static, mu_kinetic (μs, μc), stribeck_vs [m/s],
      stribeck_delta (≥ 1), viscous [s/m];
    - "polach": polach_set ("dry" or "wet"), polach_mu0, polach_a, polach_b [s/m];
    - any law: memory [m] (friction memory d_c; 0 none), memory_s0 [m/s],
      slip_branch ("cont", "low" or "high": the state a cell takes when the
      law admits several).

    σ scales with the rolling speed ``speed`` (default 1 m/s), so with a law
    the results depend on it.  exact_start ("previous", "low" or "high"):
    where the exact solver's outer iteration on σ starts (model "exact" with a
    law).  A law that does not depend on σ (mu_static = mu_kinetic) gives the
    Coulomb result with that μ.

    Returns arrays cx, f, stick_fraction, fy (Ty/F_N), mz [N·m], mu_mean (the
    mean local μ over slipping cells; μ for constant friction) and
    falling_indicator (FASTSIM: the largest κ|μ′(0)| over the cells; exact:
    N_E,max; 0 for constant friction), the columns of tribolab-cli steady.
    Above 0.5 the grid decides the answer: a RuntimeWarning says so, as the
    CLI does."""
    _unknown(kw, _CONTACT_KEYS | _LAW_KEYS, "steady")
    pre = _preset(preset)
    p = _contact(pre, {k: v for k, v in kw.items() if k in _CONTACT_KEYS})
    if model not in ("linear", "fastsim", "shen", "exact"):
        raise Error(f"steady: unknown model '{model}' (use linear, fastsim, shen or exact)")
    law, law_chosen = _slip_law(pre, friction_law, p, kw)
    if model in ("linear", "shen") and law.kind != lib.TL_SLIP_LAW_COULOMB:
        raise Error(f"steady: the {model} model has no local slip speed: it takes Coulomb "
                    "friction (mu) only; a friction law needs model 'fastsim' or 'exact'"
                    + (" (friction_law='coulomb' takes the preset's mu)"
                       if friction_law is None else ""))
    if exact_start is not None and model != "exact":
        raise Error("steady: exact_start belongs to model 'exact'")
    cxs = np.atleast_1d(np.asarray(p.cx if cx is None else cx, dtype=float))
    if cxs.ndim != 1 or cxs.size == 0:
        raise Error("steady: cx must be a number or a non-empty sequence")
    if not np.all(np.isfinite(cxs)):
        raise Error("steady: every creepage cx must be finite")
    # the steady study solves the model at each creepage (tribolab-cli steady's
    # pipeline): a constant law is Coulomb with its own mu, a falling one runs
    # the exact solver's outer iteration from exact_start
    exact_law = model == "exact" and law_chosen and not lib.tl_slip_friction_is_constant(law)
    law_opts = ffi.new("TlExactLawOptions *", lib.tl_exact_law_options_default())
    if exact_start is not None:
        law_opts.start = _named(lib.tl_exact_law_start_from_name, exact_start, "TlExactLawStart")
    bits = {"linear": lib.TL_STEADY_LINEAR, "fastsim": lib.TL_STEADY_FASTSIM,
            "shen": lib.TL_STEADY_SHEN, "exact": lib.TL_STUDY_STEADY_EXACT}
    spec = ffi.new("TlSteadyCurvesSpec *", lib.tl_steady_curves_spec_default())
    spec.params = p[0]
    spec.models = bits[model]
    spec.variant = lib.TL_FASTSIM_FIXED_GRID
    spec.law = law[0]
    c_cx = ffi.new("double[]", cxs.tolist())
    spec.cx, spec.n = c_cx, cxs.size
    study, err = ffi.new("TlStudySteadyPoints *"), _new_err()
    lib.tl_study_steady_points_init(study)
    try:
        _check(lib.tl_study_steady_points_update(study, spec, law_opts, ffi.NULL, err), err)
        n = study.n

        def column(ptr):
            return np.frombuffer(ffi.buffer(ptr, n * ffi.sizeof("double")), dtype=float).copy()

        out = {"cx": cxs.copy(), "f": column(study.f), "stick_fraction": column(study.stick),
               "fy": column(study.fy), "mz": column(study.mz), "mu_mean": column(study.mu_mean),
               "falling_indicator": column(study.indicator)}
    finally:
        lib.tl_study_steady_points_clear(study)
    steep = float(out["falling_indicator"].max())
    if steep > 0.5:
        what = ("several solutions are likely and the one found depends on exact_start"
                if exact_law else "the result depends on the grid and on slip_branch")
        # memory of a cell or more restores convergence, but how much is enough
        # is the user's check: with memory on, the hint asks for more of it
        hint = (f"a longer friction memory (memory={law.memory:g} m now)" if law.memory > 0
                else "friction memory (e.g. memory=1e-4)")
        warnings.warn(f"steady: falling friction is steep (falling_indicator {steep:.3g} > 0.5): "
                      f"{what}; add {hint}" + ("" if exact_law else " or use a coarser grid"),
                      RuntimeWarning, stacklevel=2)
    return out


_CURVE_MODELS = ("linear", "fastsim", "shen", "polach", "exact")


def steady_curves(models=("linear", "fastsim", "shen"), preset=None, points=121, cx_max=None,
                  exact_points=21, variant="fixed", **kw):
    """The traction–creepage curves of the Steady rolling view: what the window
    draws and ``tribolab-cli export --view traction-curve`` exports (its --csv
    writes these numbers).

    models: any of "linear", "fastsim", "shen", "polach" (Polach's closed
    form) and "exact" (Kalker's exact theory, a steady solve per sample).
    points: samples per curve over [0, cx_max] ([-cx_max, cx_max] when the
    case's cx is negative); cx_max None: automatic (1.5 times the creepage at
    which Shen–Hedrick–Elkins saturates, beyond the operating point cx).
    exact_points: samples of the exact curve.  variant: FASTSIM's grid,
    "fixed" or "strip".  The friction law inside the contact and Polach's
    parameters are the preset's [contact_friction] section, as the window and
    export take them (a preset's own Polach law adds the "polach" curve);
    contact keywords as in :func:`hertz` and :func:`steady`.

    Returns cx and f_<model> (f = Tx/F_N) for each model but exact, which has
    its own cx_exact and f_exact; op_f_<model>, f at the operating point cx;
    and peak_cx, peak_f (FASTSIM's adhesion maximum with a falling law) and
    polach_peak_cx, polach_peak_f (NaN where there is none)."""
    _unknown(kw, _CONTACT_KEYS, "steady_curves")
    if isinstance(models, str):
        models = (models,)
    unknown = [m for m in models if m not in _CURVE_MODELS]
    if unknown or not models:
        raise Error(f"steady_curves: unknown model '{unknown[0] if unknown else ''}' (use "
                    f"{', '.join(_CURVE_MODELS)})")
    pre = _preset(preset)
    p = _contact(pre, kw)
    spec, err = ffi.new("TlStudySteadySpec *", lib.tl_study_steady_spec_default()), _new_err()
    c = spec.curves
    c.params = p[0]
    bits = {"linear": lib.TL_STEADY_LINEAR, "fastsim": lib.TL_STEADY_FASTSIM,
            "shen": lib.TL_STEADY_SHEN, "polach": lib.TL_STEADY_POLACH,
            "exact": lib.TL_STUDY_STEADY_EXACT}
    c.models = 0
    for m in models:
        c.models |= bits[m]
    c.variant = _named(lib.tl_fastsim_variant_from_name, variant, "TlFastsimVariant")
    c.law = lib.tl_slip_friction_default(lib.TL_SLIP_LAW_COULOMB)
    c.law.mu = p.mu
    if pre:
        cf = ffi.addressof(pre._c, "contact_friction")
        _check(lib.tl_contact_friction_law(cf, p.mu, ffi.addressof(pre._c.friction, "law"),
                                           ffi.addressof(c, "law"), err), err)
        c.polach = lib.tl_contact_friction_polach(cf)
        if c.law.kind == lib.TL_SLIP_LAW_POLACH and not cf.from_lab:
            c.models |= lib.TL_STEADY_POLACH
    if cx_max is not None:
        if not float(cx_max) > 0.0:
            raise Error(f"steady_curves: cx_max must be positive (got {cx_max})")
        spec.cx_max = float(cx_max)
    spec.n_points = int(points)
    spec.exact_points = int(exact_points)
    study = ffi.new("TlStudySteady *")
    lib.tl_study_steady_init(study)
    try:
        _check(lib.tl_study_steady_update(study, spec, ffi.NULL, err), err)

        def column(ptr, n):
            return np.frombuffer(ffi.buffer(ptr, n * ffi.sizeof("double")), dtype=float).copy()

        n, drawn = study.n, study.spec.curves.models
        out = {"cx": column(study.cx, n)}
        for k, m in enumerate(("linear", "fastsim", "shen")):
            if drawn & bits[m]:
                out["f_" + m] = column(study.f[k], n)
                out["op_f_" + m] = study.op_f[k]
        if drawn & lib.TL_STEADY_POLACH:
            out["f_polach"] = column(study.f_polach, n)
            out["op_f_polach"] = study.op_polach
        if drawn & lib.TL_STUDY_STEADY_EXACT:
            out["cx_exact"] = column(study.xc.cx, study.xc.done)
            out["f_exact"] = column(study.xc.f, study.xc.done)
            out["op_f_exact"] = study.op_f[3]
        out.update(peak_cx=study.peak_cx, peak_f=study.peak_f,
                   polach_peak_cx=study.polach_peak_cx, polach_peak_f=study.polach_peak_f)
        return out
    finally:
        lib.tl_study_steady_clear(study)


_WAVE_KEYS = ("value", "before", "after", "t_step", "mean", "amplitude", "freq")


def transient(model="brush", waveform=None, preset=None, periods=None, duration=None,
              courant=None, init=None, **kw):
    """A transient rolling run under a creepage waveform, one row per step.

    model: "brush" (the Unsteady Brush Model) or "exact".  waveform: "constant",
    "step", "sine", "triangle" or "square" with value, before, after [-],
    t_step [s], mean, amplitude [-], freq [Hz]; periods (default 3) or
    duration [s] (default: 3 periods, or three transit times 2a/V after the
    step for the others); courant (brush only; default 1 or the preset's) sets
    dt = courant·Δx/V; init: "zero" or "steady".  Contact keywords as in
    :func:`steady`.  Returns arrays t [s], cx, f, stick and a dict
    ``summary`` (delay [s], delay_ratio, loop_area, f_min, f_max, dt [s],
    note) — the numbers tribolab-cli transient --summary prints."""
    _unknown(kw, _CONTACT_KEYS | set(_WAVE_KEYS), "transient")
    pre = _preset(preset)
    p = _contact(pre, {k: v for k, v in kw.items() if k in _CONTACT_KEYS})
    wave = ffi.new("TlWaveform *")
    if pre and waveform is None:
        if pre._c.transient.wave.kind == lib.TL_WAVE_TABLE:
            raise Error("transient: a preset's creepage table is not supported from Python yet")
        wave[0] = pre._c.transient.wave
    else:
        kind = _named(lib.tl_wave_kind_from_name, waveform or "sine", "TlWaveKind")
        if kind == lib.TL_WAVE_TABLE:
            raise Error("transient: creepage tables are not supported from Python yet")
        wave[0] = lib.tl_waveform_default(kind)
    for k in _WAVE_KEYS:
        if k in kw:
            setattr(wave, k, float(kw[k]))
    err = _new_err()
    _check(lib.tl_waveform_validate(wave, err), err)
    init_c = (_named(lib.tl_transient_init_from_name, init, "TlTransientInit") if init
              else pre._c.transient.init if pre
              else _named(lib.tl_transient_init_from_name, "zero", "TlTransientInit"))
    basics, err = _basics(p), _new_err()
    dx = 2.0 * basics.hertz.a / p.mx
    if model == "exact":
        if courant is not None and courant != 1:
            raise Error("transient: the exact solver rolls exactly one cell per step (courant 1)")
        dt = dx / p.speed
    elif model == "brush":
        c = courant if courant is not None else (pre._c.transient.courant if pre else 1.0)
        dt = c * dx / p.speed
    else:
        raise Error(f"transient: unknown model '{model}' (use brush or exact)")
    periodic = lib.tl_waveform_is_periodic(wave)
    transit = 2.0 * basics.hertz.a / p.speed
    if duration is None and periodic:
        duration = (3.0 if periods is None else float(periods)) / wave.freq
    elif duration is None:  # as tribolab-cli: three transits (after the step)
        if periods is not None:
            raise Error("transient: periods needs a periodic waveform (sine, triangle, square)")
        duration = 3.0 * transit + (wave.t_step if wave.kind == lib.TL_WAVE_STEP else 0.0)
    elif periods is not None:
        raise Error("transient: give periods or duration, not both")
    if not (math.isfinite(duration) and duration > 0):
        raise Error(f"transient: duration must be positive and finite (got {duration} s)")

    spec = ffi.new("TlStudyTransientSpec *", lib.tl_study_transient_spec_default())
    spec.model = lib.TL_PRESET_MODEL_EXACT if model == "exact" else lib.TL_PRESET_MODEL_BRUSH
    spec.params = p[0]
    spec.wave = wave[0]
    spec.init = init_c
    spec.dt = dt
    spec.t_end = duration
    spec.steady_curve = 0  # the loop plot's reference curve: nothing here draws it
    study = ffi.new("TlStudyTransient *")
    lib.tl_study_transient_init(study)
    try:
        _check(lib.tl_study_transient_update(study, spec, ffi.NULL, err), err)
        r = study.single.run.rec
        rows = {k: np.frombuffer(ffi.buffer(getattr(r, k), r.n * 8), dtype=float).copy()
                for k in ("t", "cx", "f", "stick")}
        sm = ffi.new("TlStudyTransientSummary *")
        _check(lib.tl_study_transient_summarise(ffi.addressof(study.single), sm, err), err)
        an = sm.analysis
        summary = {"dt": dt, "delay": an.delay, "delay_ratio": an.delay_ratio,
                   "loop_area": an.loop_area, "f_min": an.f_min, "f_max": an.f_max,
                   "note": ffi.string(an.note).decode("utf-8", "replace") if periodic else ""}
        rows["summary"] = summary
        return rows
    finally:
        lib.tl_study_transient_clear(study)


_FRICTION_FIELDS = ("fc", "fs", "vs", "viscous", "c1", "c2", "dahl_sigma", "dahl_alpha",
                    "sigma0", "sigma1", "sigma2", "karnopp", "sign_eps")


def _law(base, law, kw):
    f = ffi.new("TlFrictionParams *", base)
    if law is not None:
        terms = ffi.new("unsigned *")
        err = _new_err()
        _check(lib.tl_friction_law_parse(str(law).encode(), terms, err), err)
        f.terms = terms[0]
    for k in _FRICTION_FIELDS:
        if k in kw:
            setattr(f, k, float(kw[k]))
    err = _new_err()
    _check(lib.tl_friction_params_validate(f, err), err)
    return f


def friction(law=None, v_min=-0.01, v_max=0.01, points=401, f_ex=0.0, preset=None, **kw):
    """The steady friction–velocity curve F(v) of a law.

    law: a name ("coulomb", "stribeck", "eq7", …) or terms joined by "+"
    ("coulomb+viscous"); coefficients fc, fs [N], vs [m/s], viscous [N·s/m],
    c1, c2 [N], dahl_sigma [N/m], dahl_alpha, sigma0 [N/m], sigma1, sigma2
    [N·s/m], karnopp, sign_eps [m/s]; f_ex [N] the applied force a static
    term holds at v = 0.  Returns arrays v [m/s] and force [N]."""
    _unknown(kw, _FRICTION_FIELDS, "friction")
    pre = _preset(preset)
    f = _law(pre._c.friction.law if pre else lib.tl_friction_params_default(), law, kw)
    n = int(points)
    v, force = np.empty(n), np.empty(n)
    err = _new_err()
    _check(lib.tl_study_friction_curve(f, float(v_min), float(v_max), n, float(f_ex),
                                       ffi.cast("double *", v.ctypes.data),
                                       ffi.cast("double *", force.ctypes.data), err), err)
    return {"v": v, "force": force}


_STICKSLIP_FIELDS = ("mass", "stiffness", "belt_speed", "dt", "duration", "rel_tol", "abs_tol",
                     "stick_velocity")


def stickslip(integrator=None, law=None, preset=None, **kw):
    """The mass–spring–belt stick-slip oscillator.

    mass [kg], stiffness [N/m], belt_speed [m/s], integrator "rk4", "rkf45"
    or "msbdf", dt [s] (rk4's step, the others' output interval), duration
    [s], rel_tol, abs_tol, stick_velocity [m/s]; the friction law and its
    coefficients as in :func:`friction`.  Returns arrays t [s], x [m],
    v [m/s], force (friction) [N], spring [N], phase (1 stick, 2 slip) and a
    dict ``summary`` (period [s], peak_spring [N], slip_onsets, steps, …)."""
    _unknown(kw, _STICKSLIP_FIELDS + _FRICTION_FIELDS, "stickslip")
    pre = _preset(preset)
    p = ffi.new("TlStickSlipParams *", pre._c.stickslip if pre else lib.tl_stickslip_params_default())
    p.friction = _law(p.friction, law, {k: v for k, v in kw.items() if k in _FRICTION_FIELDS})[0]
    for k in _STICKSLIP_FIELDS:
        if k in kw:
            setattr(p, k, float(kw[k]))
    if integrator is not None:
        p.integrator = _named(lib.tl_integrator_from_name, integrator, "TlIntegrator")
    study, err = ffi.new("TlStudyStickSlip *"), _new_err()
    lib.tl_study_stickslip_init(study)
    try:
        _check(lib.tl_study_stickslip_update(study, p, ffi.NULL, err), err)
        run = study.run
        out = _struct_array(run.samples, run.n, "TlStickSlipSample",
                            (("t", "t"), ("x", "x"), ("v", "v"), ("force", "friction"),
                             ("spring", "spring"), ("phase", "phase")))
        sm = run.summary
        out["summary"] = {"period": sm.period, "peak_spring": sm.peak_spring,
                          "peak_friction": sm.peak_friction, "slip_onsets": sm.slip_onsets,
                          "steps": sm.steps, "stick_time": sm.stick_time, "t": sm.t}
        return out
    finally:
        lib.tl_study_stickslip_clear(study)


_ROLLING_FIELDS = ("radius_i", "radius_j", "density", "omega0", "normal_load", "dt", "duration")
_ROLLING_MODEL = ("k_roll", "gamma_roll", "mu_roll")


def rolling(preset=None, **kw):
    """The two-sphere rolling-resistance demo (the rolling spring–dashpot–slider).

    k_roll [N/m], gamma_roll [N·s/m], mu_roll [-], radius_i, radius_j [m],
    density [kg/m³], omega0 [rad/s], normal_load [N], dt, duration [s].
    Returns arrays t [s], omega [rad/s], angle [rad], torque [N·m], xi [m]
    and state (1 stick, 2 slip), one per step from t = 0."""
    _unknown(kw, _ROLLING_FIELDS + _ROLLING_MODEL, "rolling")
    pre = _preset(preset)
    p = ffi.new("TlRollingDemoParams *",
                pre._c.rolling if pre else lib.tl_rolling_demo_params_default())
    for k in _ROLLING_FIELDS:
        if k in kw:
            setattr(p, k, float(kw[k]))
    for k in _ROLLING_MODEL:
        if k in kw:
            setattr(p.model, k, float(kw[k]))
    study, err = ffi.new("TlStudyRolling *"), _new_err()
    lib.tl_study_rolling_init(study)
    try:
        # the study at t = 0, then every step's sample, as tribolab-cli rolling steps it
        _check(lib.tl_study_rolling_setup(study, p, err), err)
        n = study.pred.n_steps + 1
        samples = ffi.new("TlRollingDemoSample[]", n)
        samples[0] = study.demo.now
        lib.tl_study_rolling_advance(study, n - 1, samples + 1)
        return _struct_array(samples, n, "TlRollingDemoSample",
                             [(k, k) for k in ("t", "omega", "angle", "torque", "xi", "state")])
    finally:
        lib.tl_study_rolling_clear(study)


_REPLAY_FIELDS = ("radius_i", "radius_j", "dt")


def rolling_replay(path, preset=None, **kw):
    """The rolling model driven by recorded kinematics, as ``tribolab-cli
    rolling --replay`` drives it.

    path: a CSV with the columns t,nx,ny,nz,wix,wiy,wiz,wjx,wjy,wjz,fn0 (s,
    unit normal from j to i, rad/s, N).  The model (k_roll [N/m], gamma_roll
    [N·s/m], mu_roll [-]) and the radii radius_i, radius_j [m] are the
    preset's [rolling] ones (a wall partner: radius_j = inf), then the
    keywords; dt [s] is the step (default: from the t column).  Returns arrays
    t [s], force (rolling pseudo-force) [N], torque_i, torque_j [N·m], the
    vectors as n × 3 arrays."""
    _unknown(kw, _REPLAY_FIELDS + _ROLLING_MODEL, "rolling_replay")
    pre = _preset(preset)
    d = pre._c.rolling if pre else lib.tl_rolling_demo_params_default()
    model = ffi.new("TlRollingParams *", d.model)
    for k in _ROLLING_MODEL:
        if k in kw:
            setattr(model, k, float(kw[k]))
    radius_i = float(kw.get("radius_i", d.radius_i))
    wall = d.partner == lib.TL_ROLLING_PARTNER_WALL
    radius_j = float(kw.get("radius_j", float("inf") if wall else d.radius_j))
    dt = float(kw.get("dt", 0.0))
    out, n, err = ffi.new("TlRollingReplayOutput **"), ffi.new("size_t *"), _new_err()
    _check(lib.tl_study_rolling_replay(str(path).encode(), model, radius_i, radius_j, dt, out, n,
                                       err), err)
    try:
        size, ctype = ffi.sizeof("TlRollingReplayOutput"), ffi.typeof("TlRollingReplayOutput")
        fields = dict(ctype.fields)
        dtype = np.dtype({"names": ["t", "force", "torque_i", "torque_j"],
                          "formats": ["<f8", ("<f8", 3), ("<f8", 3), ("<f8", 3)],
                          "offsets": [fields[k].offset for k in ("t", "force", "torque_i",
                                                                 "torque_j")],
                          "itemsize": size})
        rec = np.frombuffer(ffi.buffer(out[0], n[0] * size), dtype=dtype)
        return {k: rec[k].copy() for k in dtype.names}
    finally:
        lib.free(out[0])


def _stress_columns(sec):
    """The six components of a section's n_depth x n_along stresses [Pa], and the
    derived measures computed by the library point by point."""
    n = sec.n_depth * sec.n_along
    comp = _struct_array(sec.s, n, "TlStress",
                         [("sxx", "sxx"), ("syy", "syy"), ("szz", "sdd"), ("sxy", "sxy"),
                          ("sxz", "sxd"), ("syz", "syd")])
    vm, s1, s3 = np.empty(n), np.empty(n), np.empty(n)
    e = ffi.new("double[3]")
    for k in range(n):
        vm[k] = lib.tl_stress_von_mises(sec.s + k)
        lib.tl_stress_principal(sec.s + k, e)
        s1[k], s3[k] = e[0], e[2]
    out = dict(comp, von_mises=vm, tresca=s1 - s3, s1=s1, s3=s3)
    return {k: v.reshape(sec.n_depth, sec.n_along) for k, v in out.items()}


def subsurface(preset=None, source=None, body=None, measure=None, plane="xz", at=0.0,
               line=None, depth_max=None, points=None, **kw):
    """The stresses below the surface under the contact's tractions (tribolab-cli
    subsurface): the rail (or the wheel) as an elastic half-space, on an x-z or y-z
    section or a vertical line.

    source: hertz (frictionless, default), slide (tau = mu p), fastsim or exact;
    body: rail (default) or wheel; measure: the one whose maximum "max" reports
    (von-mises default; a preset's [subsurface] gives all three).  plane: "xz" or
    "yz" at y or x = at [m], or line=(x, y) [m] for a vertical line; depth_max [m]
    (default 2 min(a, b)); points=(n_along, n_depth) for a plane, n_depth for a line.
    Positions snap to the lattice of cell centres.  Contact keywords as hertz(),
    cx, cy, spin and mu drive fastsim, exact and slide.

    Returns source, body, section (names); at [m] (and line_x [m] for a line);
    p0 [Pa]; the maxima, refined: max_von_mises [Pa] at x_at_max, y_at_max, z_at_max [m]
    (max_at_surface 0/1), max_tresca (s1 - s3) at z_at_max_tresca, max_shear
    (max_tresca / 2), max_sxz (largest |sxz|) at x_at_max_sxz, z_at_max_sxz, max (of
    measure, signed) at z_at_max_measure; the section as arrays: x, y [m] per column,
    z [m] per row, and n_depth x n_along maps sxx, syy, szz, sxy, sxz, syz, von_mises,
    tresca, s1, s3 [Pa]."""
    _unknown(kw, _CONTACT_KEYS, "subsurface")
    pre = _preset(preset)
    spec = ffi.new("TlStudySubsurfaceSpec *")
    spec[0] = lib.tl_study_subsurface_spec_default()
    spec.params = _contact(pre, kw)[0]
    if pre:
        spec.view = pre._c.subsurface
    if source is not None:
        spec.view.source = _named(lib.tl_field_source_from_name, source, "TlFieldSource")
    if spec.view.source == lib.TL_FIELD_TRANSIENT:
        raise Error("the source 'transient' is the window's run: use hertz, slide, fastsim "
                    "or exact")
    if body is not None:
        spec.view.body = _named(lib.tl_body_from_name, body, "TlBody")
    if measure is not None:
        spec.view.measure = _named(lib.tl_stress_measure_from_name, measure, "TlStressMeasure")
    if line is not None:
        spec.plane = lib.TL_PLANE_LINE
        spec.line_x, spec.line_y = (float(v) for v in line)
    elif plane in ("xz", "yz"):
        spec.plane = lib.TL_PLANE_XZ if plane == "xz" else lib.TL_PLANE_YZ
        spec.at = float(at)
    else:
        raise Error(f"subsurface: unknown plane {plane!r} (use 'xz' or 'yz')")
    if depth_max is not None:
        spec.depth_max = float(depth_max)
        if not spec.depth_max > 0.0:
            raise Error("subsurface: depth_max must be > 0")
    if points is not None:
        if line is not None:
            spec.n_depth = int(points)
        else:
            spec.n_along, spec.n_depth = (int(n) for n in points)
        if spec.n_depth < 2 or (line is None and spec.n_along < 2):
            raise Error("subsurface: points must be 2 or more each way")
    study, err = ffi.new("TlStudySubsurface *"), _new_err()
    lib.tl_study_subsurface_init(study)
    try:
        _check(lib.tl_study_subsurface_update(study, spec, ffi.NULL, err), err)
        sec, f = study.sec, study.field
        vm, tr, xd, m = study.max_von_mises, study.max_tresca, study.max_sxd, study.max
        out = {"source": ffi.string(lib.tl_field_source_name(f.source)).decode(),
               "body": ffi.string(lib.tl_body_name(sec.body)).decode(),
               "section": ffi.string(lib.tl_plane_name(sec.plane)).decode(),
               "measure": ffi.string(lib.tl_stress_measure_name(spec.view.measure)).decode(),
               "at": sec.at, "p0": f.p0,
               "max_von_mises": vm.value, "x_at_max": vm.x, "y_at_max": vm.y,
               "z_at_max": vm.d, "max_at_surface": vm.at_surface,
               "max_tresca": tr.value, "z_at_max_tresca": tr.d, "max_shear": 0.5 * tr.value,
               "max_sxz": abs(xd.value), "x_at_max_sxz": xd.x, "z_at_max_sxz": xd.d,
               "max": m.value, "z_at_max_measure": m.d}
        if sec.plane == lib.TL_PLANE_LINE:
            out["line_x"] = sec.line_x
        xy = ffi.new("double[2]")
        xs, ys = np.empty(sec.n_along), np.empty(sec.n_along)
        for k in range(sec.n_along):
            lib.tl_section_xy(ffi.addressof(sec), k, xy, xy + 1)
            xs[k], ys[k] = xy[0], xy[1]
        out["x"], out["y"] = xs, ys
        out["z"] = np.frombuffer(ffi.buffer(sec.depth, sec.n_depth * 8), dtype=float).copy()
        out.update(_stress_columns(sec))
        return out
    finally:
        lib.tl_study_subsurface_clear(study)
