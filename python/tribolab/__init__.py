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

__all__ = ["Error", "Preset", "load_preset", "hertz", "steady", "transient", "friction",
           "stickslip", "rolling", "rolling_replay"]


class Error(Exception):
    """A parameter the library refuses, a file it cannot read, or a solve that failed."""


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


def _contact(preset, kw):
    """TlContactParams from a preset (or the defaults) and keyword overrides,
    with the CLI's rules: semi-axes hold at ref_load, which defaults to the
    load given unless a preset supplies the semi-axes."""
    p = ffi.new("TlContactParams *")
    p[0] = preset._c.contact if preset else lib.tl_contact_params_default()
    h = p.hertz
    if any(k in kw for k in _AXES) and any(k in kw for k in _RADII):
        raise Error("give either the semi-axes (semi_a, semi_b, ref_load) or the radii, not both")
    if "youngs_modulus" in kw and "shear_modulus" in kw:
        raise Error("give either youngs_modulus or shear_modulus, not both")
    for m in (h.wheel, h.rail):
        if "youngs_modulus" in kw:
            m.input, m.modulus = lib.TL_ELASTIC_YOUNG, float(kw["youngs_modulus"])
        if "shear_modulus" in kw:
            m.input, m.modulus = lib.TL_ELASTIC_SHEAR, float(kw["shear_modulus"])
        if "poisson" in kw:
            m.poisson = float(kw["poisson"])
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
        elif any(k in kw for k in _AXES) or preset is None:
            h.ref_load = h.normal_load
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

    Keywords: load [N]; semi_a, semi_b [m] at ref_load [N] (default: the load);
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
    basics, err = _basics(p), _new_err()
    out = {k: np.empty(cxs.size) for k in ("f", "stick_fraction", "fy", "mz")}
    out["cx"] = cxs.copy()
    out["mu_mean"] = np.full(cxs.size, p.mu)
    out["falling_indicator"] = np.zeros(cxs.size)
    load = basics.hertz.normal_load
    if model == "linear":
        lin = ffi.new("TlLinearForces *")
        h = basics.hertz
        for i, c in enumerate(cxs):
            lib.tl_kalker_linear_forces(h.material.shear_modulus, h.a, h.b, ffi.addressof(basics, "kalker"),
                                        c, p.cy, p.spin, lin)
            out["f"][i], out["stick_fraction"][i] = lin.fx / load, 1.0
            out["fy"][i], out["mz"][i] = lin.fy / load, lin.mz
        return out
    if model == "shen":
        r = ffi.new("TlShenResult *")
        for i, c in enumerate(cxs):
            _check(lib.tl_shen_forces(p, basics, c, p.cy, p.spin, r, err), err)
            out["f"][i], out["stick_fraction"][i] = r.f, r.stick_fraction
            out["fy"][i], out["mz"][i] = r.fy / load, r.mz
        return out
    # the exact solver's outer iteration runs only for a law that depends on σ;
    # a constant one is Coulomb with the law's own μ
    exact_law = model == "exact" and law_chosen and not lib.tl_slip_friction_is_constant(law)
    if model == "exact" and law_chosen:
        out["mu_mean"][:] = lib.tl_slip_friction_static(law)
    law_opts = ffi.new("TlExactLawOptions *", lib.tl_exact_law_options_default())
    if exact_start is not None:
        law_opts.start = _named(lib.tl_exact_law_start_from_name, exact_start, "TlExactLawStart")
    t = ffi.new("TlTraction *")
    _check(lib.tl_traction_alloc(t, p.mx, p.my, err), err)
    fs, ex = ffi.NULL, ffi.new("TlExact **")
    stats = ffi.new("TlSlipStats *")
    try:
        if model == "fastsim":
            fs = lib.tl_fastsim_alloc(p, lib.TL_FASTSIM_FIXED_GRID, err)
            if fs == ffi.NULL:
                _check(1, err)
        else:
            opts = ffi.new("TlExactOptions *", lib.tl_exact_options_default())
            _check(lib.tl_exact_alloc(p, opts, ex, err), err)
            if law_chosen:
                _check(lib.tl_exact_set_friction_law(ex[0], law, law_opts, err), err)
        for i, c in enumerate(cxs):
            if model == "fastsim":
                # a Coulomb law takes tl_fastsim_solve's path bit for bit
                _check(lib.tl_fastsim_solve_law(fs, law, c, p.cy, p.spin, t, ffi.NULL, ffi.NULL,
                                                stats, err), err)
                out["mu_mean"][i], out["falling_indicator"][i] = stats.mu_mean, stats.n_max
            else:
                _check(lib.tl_exact_steady(ex[0], c, p.cy, p.spin, t, ffi.NULL, err), err)
                if exact_law:
                    rep = lib.tl_exact_law_report(ex[0])
                    out["mu_mean"][i], out["falling_indicator"][i] = rep.slip.mu_mean, rep.ne_max
            out["f"][i], out["stick_fraction"][i] = t.f, t.stick_fraction
            out["fy"][i], out["mz"][i] = t.fy / load, t.mz
    finally:
        lib.tl_fastsim_free(fs)
        lib.tl_exact_free(ex[0])
        lib.tl_traction_free(t)
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

    run = ffi.new("TlRun *")
    brush, ex = ffi.NULL, ffi.new("TlExact **")
    try:
        if model == "brush":
            brush = lib.tl_brush_alloc(p, err)
            if brush == ffi.NULL:
                _check(1, err)
            m = lib.tl_brush_model(brush)
        else:
            opts = ffi.new("TlExactOptions *", lib.tl_exact_options_default())
            _check(lib.tl_exact_alloc(p, opts, ex, err), err)
            m = lib.tl_exact_model(ex[0])
        _check(lib.tl_run_init(run, m, wave, p.cy, p.spin, dt, err), err)
        _check(lib.tl_run_start(run, init_c, err), err)
        _check(lib.tl_run_advance_to(run, duration, err), err)
        r = run.rec
        rows = {k: np.frombuffer(ffi.buffer(getattr(r, k), r.n * 8), dtype=float).copy()
                for k in ("t", "cx", "f", "stick")}
        an = ffi.new("TlPeriodicAnalysis *")
        summary = {"dt": dt, "delay": math.nan, "delay_ratio": math.nan, "loop_area": math.nan,
                   "f_min": float(rows["f"].min()), "f_max": float(rows["f"].max()), "note": ""}
        if periodic:
            _check(lib.tl_run_analyse(run, wave.freq, an, err), err)
            summary.update(delay=an.delay, delay_ratio=an.delay_ratio, loop_area=an.loop_area,
                           f_min=an.f_min, f_max=an.f_max,
                           note=ffi.string(an.note).decode("utf-8", "replace"))
        rows["summary"] = summary
        return rows
    finally:
        lib.tl_run_clear(run)
        lib.tl_brush_free(brush)
        lib.tl_exact_free(ex[0])


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
