"""Steady rolling: steady() (the traction coefficient and the stick fraction
at each creepage, Polach's model, the wear and fatigue figures) and
steady_curves() (the Steady rolling view's traction–creepage curves)."""
import warnings

import numpy as np

from ._tribo import ffi, lib
from ._core import (Error, _broadcast, _budget, _caller_level, _check, _creep_table, _given,
                    _keywords, _max_seconds, _named, _new_err, _preset, _public, _solve,
                    _traction_map, _unknown, _wear_figures, _wear_params, _whole)
from ._contact import _CONTACT_KEYS, _CONTACT_NUMBERS, _LAW_KEYS, _contact, _slip_law


_POLACH_MODEL_KEYS = {"polach_ka", "polach_ks"}


def _polach_model(pre, friction_law, p, kw, pp):
    """Polach's closed-form model (steady model "polach"): its parameters into
    pp by tribolab-cli steady --model polach's rules: a preset's own Polach
    law gives mu0, A, B, kA and kS, polach_set a named set, then the
    keywords.  Returns the (Coulomb) law beside it and that none was chosen."""
    if friction_law is not None and friction_law != "polach":
        raise Error(f"steady: model 'polach' is Polach's own law: drop friction_law="
                    f"{friction_law!r} or give friction_law='polach'")
    others = sorted(k for k in kw if k in _LAW_KEYS and not k.startswith("polach_"))
    if others:
        raise Error("steady: model 'polach' takes polach_set, polach_mu0, polach_a, polach_b, "
                    f"polach_ka and polach_ks, not {', '.join(others)}")
    err = _new_err()
    if pre:
        cf = ffi.addressof(pre._c, "contact_friction")
        f = ffi.new("TlSlipFriction *")
        _check(lib.tl_contact_friction_law(cf, p.mu, ffi.addressof(pre._c.friction, "law"), f,
                                           err), err)
        if f.kind == lib.TL_SLIP_LAW_POLACH and not cf.from_lab:
            pp[0] = lib.tl_contact_friction_polach(cf)
    if "polach_set" in kw:
        _check(lib.tl_polach_params_from_name(str(kw["polach_set"]).encode(), pp, err), err)
    for key, field in (("polach_mu0", "mu0"), ("polach_a", "a"), ("polach_b", "b"),
                       ("polach_ka", "k_a"), ("polach_ks", "k_s")):
        if key in kw:
            setattr(pp, field, float(kw[key]))
    if lib.tl_polach_params_validate(pp, err) != 0:
        raise Error("steady: Polach's parameters: "
                    + ffi.string(err.message).decode("utf-8", "replace"))
    law = ffi.new("TlSlipFriction *", lib.tl_slip_friction_default(lib.TL_SLIP_LAW_COULOMB))
    law.mu = p.mu
    return law, False

# The wear and fatigue laws' keywords of steady() [SI], docs/theory.md §12.
_WEAR_KEYS = {"archard_k", "hardness", "shear_yield"}


def _steady_summary(study):
    """tribolab-cli steady --summary's figures of the last creepage, by their
    SI names."""
    k = study.n - 1
    out = {"cx": study.cx[k], "f": study.f[k], "fy": study.fy[k], "mz": study.mz[k],
           "stick_fraction": study.stick[k]}
    out.update(_wear_figures(study.wear))
    return out


def _steady(model="fastsim", cx=None, preset=None, friction_law=None, exact_start=None,
            max_seconds=None, map=False, variant=None, table=None, table_interp=None, **kw):
    """steady() after its keywords are checked: see its docstring."""
    wear = {k: kw.pop(k) for k in _WEAR_KEYS if k in kw}
    _unknown(kw, _CONTACT_KEYS | _LAW_KEYS | _POLACH_MODEL_KEYS, "steady")
    pre = _preset(preset)
    p = _contact(pre, {k: v for k, v in kw.items() if k in _CONTACT_KEYS})
    if model not in ("linear", "fastsim", "shen", "exact", "polach", "table"):
        raise Error(f"steady: unknown model '{model}' (use linear, fastsim, shen, exact, "
                    "polach or table)")
    creep_table, interp = _table_of("steady", model == "table", table, table_interp, pre,
                                    "model 'table'")
    polach = ffi.new("TlPolachParams *", lib.tl_polach_params_dry())
    if model == "polach":
        law, law_chosen = _polach_model(pre, friction_law, p, kw, polach)
    else:
        if _POLACH_MODEL_KEYS & set(kw):
            raise Error("steady: polach_ka and polach_ks belong to model 'polach'")
        law, law_chosen = _slip_law(pre, friction_law, p, kw)
    if model in ("linear", "shen", "table") and law.kind != lib.TL_SLIP_LAW_COULOMB:
        raise Error(f"steady: the {model} model has no local slip speed: it takes Coulomb "
                    "friction (mu) only; a friction law needs model 'fastsim' or 'exact'"
                    + (" (friction_law='coulomb' takes the preset's mu)"
                       if friction_law is None else ""))
    if exact_start is not None and model != "exact":
        raise Error("steady: exact_start belongs to model 'exact'")
    grid = (lib.TL_FASTSIM_FIXED_GRID if variant is None
            else _named(lib.tl_fastsim_variant_from_name, variant, "TlFastsimVariant"))
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
            "shen": lib.TL_STEADY_SHEN, "exact": lib.TL_STUDY_STEADY_EXACT,
            "polach": lib.TL_STEADY_POLACH, "table": lib.TL_STUDY_STEADY_TABLE}
    spec = ffi.new("TlSteadyCurvesSpec *", lib.tl_steady_curves_spec_default())
    spec.params = p[0]
    spec.models = bits[model]
    spec.variant = grid
    spec.law = law[0]
    spec.polach = polach[0]
    c_cx = ffi.new("double[]", cxs.tolist())
    spec.cx, spec.n = c_cx, cxs.size
    cost = _budget("steady", lib.tl_study_steady_points_estimate, max_seconds, spec, law_opts)
    study, err = ffi.new("TlStudySteadyPoints *"), _new_err()
    lib.tl_study_steady_points_init(study)
    try:
        _check(lib.tl_study_steady_points_set_wear(study, _wear_params(wear), err), err)
        lib.tl_study_steady_points_set_table(study, creep_table._t if creep_table else ffi.NULL,
                                             interp)
        _check(_solve(lib.tl_study_steady_points_update, study, spec, law_opts, err=err,
                      what="steady", max_seconds=max_seconds, estimate=cost), err)
        n = study.n

        def column(ptr):
            return np.frombuffer(ffi.buffer(ptr, n * ffi.sizeof("double")), dtype=float).copy()

        out = {"cx": cxs.copy(), "f": column(study.f), "stick_fraction": column(study.stick),
               "fy": column(study.fy), "mz": column(study.mz), "mu_mean": column(study.mu_mean),
               "falling_indicator": column(study.indicator)}
        out["summary"] = _steady_summary(study)
        if map:
            g = lib.tl_study_steady_points_grid(study)
            if g == ffi.NULL:
                raise Error(f"steady: model '{model}' has no per-cell solution: the map needs "
                            "model 'fastsim' or 'exact'")
            out["map"] = _traction_map(g, ffi.addressof(study, "map"), study.mu_map,
                                       study.w_map, study.params.mu)
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
                      RuntimeWarning, stacklevel=_caller_level())
    return out


_CURVE_MODELS = ("linear", "fastsim", "shen", "polach", "exact", "table")


def _steady_curves(models=None, preset=None, points=121, cx_max=None, exact_points=21,
                   variant="fixed", max_seconds=None, table=None, table_interp=None, **kw):
    """steady_curves() after its keywords are checked: see its docstring."""
    _unknown(kw, _CONTACT_KEYS, "steady_curves")
    pre = _preset(preset)
    bits = {"linear": lib.TL_STEADY_LINEAR, "fastsim": lib.TL_STEADY_FASTSIM,
            "shen": lib.TL_STEADY_SHEN, "polach": lib.TL_STEADY_POLACH,
            "exact": lib.TL_STUDY_STEADY_EXACT, "table": lib.TL_STUDY_STEADY_TABLE}
    if models is None:  # the window's curves: a preset's [steady] models, as export does
        drawn = pre._c.steady.models if pre else 0
        models = (tuple(m for m in _CURVE_MODELS if drawn & bits[m]) if drawn
                  else ("linear", "fastsim", "shen"))
    if isinstance(models, str):
        models = (models,)
    unknown = [m for m in models if m not in _CURVE_MODELS]
    if unknown or not models:
        raise Error(f"steady_curves: unknown model '{unknown[0] if unknown else ''}' (use "
                    f"{', '.join(_CURVE_MODELS)})")
    p = _contact(pre, kw)
    spec, err = ffi.new("TlStudySteadySpec *", lib.tl_study_steady_spec_default()), _new_err()
    c = spec.curves
    c.params = p[0]
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
    creep_table, interp = _table_of("steady_curves", "table" in models, table, table_interp,
                                    pre, "'table' in models")
    study = ffi.new("TlStudySteady *")
    lib.tl_study_steady_init(study)
    lib.tl_study_steady_set_table(study, creep_table._t if creep_table else ffi.NULL, interp)
    try:
        _check(_solve(lib.tl_study_steady_update, study, spec, err=err, what="steady_curves",
                      max_seconds=max_seconds), err)

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
        if drawn & lib.TL_STUDY_STEADY_TABLE and study.f_table != ffi.NULL:
            out["f_table"] = column(study.f_table, n)
            out["op_f_table"] = study.table_op[0]
            out["table_clamped"] = study.table_curve_clamped
        if drawn & lib.TL_STUDY_STEADY_EXACT:
            out["cx_exact"] = column(study.xc.cx, study.xc.done)
            out["f_exact"] = column(study.xc.f, study.xc.done)
            out["op_f_exact"] = study.op_f[3]
        out.update(peak_cx=study.peak_cx, peak_f=study.peak_f,
                   polach_peak_cx=study.polach_peak_cx, polach_peak_f=study.polach_peak_f)
        if study.t_gamma_per_area != ffi.NULL:
            # what the grip costs along the curves (FASTSIM): the wear-regime figure's data
            tga = column(study.t_gamma_per_area, n)
            out["t_gamma_per_area"] = tga
            out["t_gamma"] = tga * (study.wear.area / 1e-6)
            out["usfd_rate"] = column(study.usfd_rate, n)
            out["burstow"] = column(study.burstow, n)
            regime = ffi.new("TlWearRegime *")
            usfd = ffi.addressof(study.spec.wear, "usfd")
            names = []
            for x in tga:
                lib.tl_wear_usfd_rate(usfd, float(x), regime)
                names.append(ffi.string(lib.tl_wear_regime_name(regime[0])).decode())
            out["wear_regime"] = names
        return out
    finally:
        lib.tl_study_steady_clear(study)


def _table_of(what, used, table, table_interp, pre, owner):
    """The creep-force table of a steady study that reads one (used) and how
    it is read: table=, else the preset's [steady] table (the window's), as
    --table; table= and table_interp= belong to `owner` and are refused
    without it.  Returns (loaded table or None, TlTableInterp)."""
    if not used:
        if table is not None or table_interp is not None:
            raise Error(f"{what}: table and table_interp belong to {owner}")
        return None, lib.TL_TABLE_CUBIC
    if table is None:
        table = ffi.string(pre._c.steady.table_file).decode() if pre else ""
        if not table:
            raise Error(f"{what}: {owner} needs table=PATH (see tribolab.table.build)")
    interp = (lib.TL_TABLE_CUBIC if table_interp is None
              else _named(lib.tl_table_interp_from_name, table_interp, "TlTableInterp"))
    return _creep_table(what, table), interp


_LAW_NUMBERS = ("mu_static", "mu_kinetic", "s_half", "s_half2", "dmu2", "memory", "memory_s0",
                "stribeck_vs", "stribeck_delta", "viscous", "polach_mu0", "polach_a", "polach_b",
                "polach_ka", "polach_ks")
_STEADY_ROWS = ("cx", "f", "stick_fraction", "fy", "mz", "mu_mean", "falling_indicator")


@_public
def steady(model="fastsim", cx=None, preset=None, friction_law=None, exact_start=None, *,
           map=False, max_seconds=None, load=None, semi_a=None, semi_b=None, ref_load=None,
           wheel_rx=None, wheel_ry=None, rail_rx=None, rail_ry=None, youngs_modulus=None,
           shear_modulus=None, poisson=None, mu=None, speed=None, cy=None, spin=None, grid=None,
           mx=None, my=None, bound=None, mu_static=None, mu_kinetic=None, s_half=None,
           s_half2=None, dmu2=None, memory=None, memory_s0=None, slip_branch=None,
           stribeck_vs=None, stribeck_delta=None, viscous=None, polach_set=None,
           polach_mu0=None, polach_a=None, polach_b=None, polach_ka=None, polach_ks=None,
           archard_k=None, hardness=None, shear_yield=None, material=None, rail_material=None,
           variant=None, table=None, table_interp=None):
    """Steady rolling (``tribolab-cli steady``): the traction coefficient and
    the stick fraction at each creepage, and the per-cell map of the last.

    Parameters
    ----------
    model : {"fastsim", "linear", "shen", "exact", "polach", "table"}
        Kalker's FASTSIM, his linear theory, Shen–Hedrick–Elkins, his exact
        theory (each creepage starts from the previous solution, as
        ``tribolab-cli steady`` does), Polach's closed-form creep-force
        model or a creep-force table (``table``) (these two give the total
        forces only: ``stick_fraction`` is NaN).
    cx : float or array_like, optional
        Longitudinal creepage(s) [-] (default the case's).  A sequence gives
        one row per creepage.
    preset : str, os.PathLike or Preset, optional
        Start from a preset's case and its ``[contact_friction]`` law.
    friction_law : {"coulomb", "exp", "rational", "linear", "stribeck", "polach"}, optional
        Friction inside the contact that depends on the local slip speed
        (models fastsim and exact); None: Coulomb with ``mu`` (or the
        preset's law); "coulomb" returns to ``mu``.
    exact_start : {"previous", "low", "high"}, optional
        Where the exact solver's outer iteration on the slip speed starts
        (model exact with a law).
    map : bool
        Also return ``"map"``, the solution per cell at the last creepage
        (models fastsim and exact).
    max_seconds : float, optional
        Refuse (Error) before starting a call whose estimated cost exceeds
        this many seconds, and stop one that runs longer.
    load, semi_a, semi_b, ref_load, wheel_rx, wheel_ry, rail_rx, rail_ry, youngs_modulus, shear_modulus, poisson, material, rail_material : optional
        The Hertz case, as in :func:`hertz` [N, m, Pa, -].
    mu : float, optional
        Coulomb's friction coefficient [-].
    speed : float, optional
        Rolling speed V [m/s] (the slip speed of a law scales with it).
    cy : float, optional
        Lateral creepage [-].
    spin : float, optional
        Spin creepage [1/m].
    grid : (int, int), optional
        Cells (mx, my) of FASTSIM's or the exact solver's grid.  Whole
        numbers only.
    mx, my : int, optional
        One of the grid's two counts.
    bound : {"parabolic", "elliptic"}, optional
        FASTSIM's traction bound.
    mu_static, mu_kinetic, s_half, s_half2, dmu2 : float, optional
        The falling laws (exp, rational, linear): μ(0), μ(∞), the half-value
        slip speeds [m/s] and the second term's drop.
    memory, memory_s0 : float, optional
        Friction memory length [m] and its reference slip speed [m/s].
    slip_branch : {"cont", "low", "high"}, optional
        The state a cell takes where the law admits several.
    stribeck_vs, stribeck_delta, viscous : float, optional
        The Stribeck law's speed [m/s], exponent [-] and viscous term [s/m].
    polach_set, polach_mu0, polach_a, polach_b : optional
        Polach's law (friction_law="polach", or model "polach"): "dry" or
        "wet", μ0 [-], A [-], B [s/m].
    polach_ka, polach_ks : float, optional
        Model "polach" only: the reductions kA, kS of the adhesion and slip
        areas [-].
    archard_k, hardness, shear_yield : float, optional
        The wear and fatigue laws of ``"summary"`` (docs/theory.md §12):
        Archard's coefficient [-], the hardness [Pa] and the yield stress in
        shear of the shakedown limit [Pa].
    variant : {"fixed", "strip"}, optional
        FASTSIM's grid (``--variant``): fixed (default, the brush's grid) or
        strip (the library refuses a friction law on it).
    table : str, os.PathLike or tribolab.table.Table, optional
        Model "table": the creep-force table (a file of
        ``tribolab.table.build`` or a loaded table; default the preset's
        ``[steady]`` table); creepages beyond it are taken at its edge.
    table_interp : {"cubic", "linear"}, optional
        Model "table": how the table is read (default cubic).

    Every number but ``cx`` may also be an array: then all the arrays,
    ``cx`` included, broadcast together and each per-creepage result is an
    array of their shape (one solve per element; no map).

    Returns
    -------
    dict
        Arrays ``cx`` [-], ``f`` (Tx/F_N) [-], ``stick_fraction`` [-],
        ``fy`` (Ty/F_N) [-], ``mz`` spin moment [N·m], ``mu_mean`` [-] and
        ``falling_indicator`` [-] (the columns of ``tribolab-cli steady``).
        With ``map=True`` also ``"map"``: a dict of my × mx arrays ``x``,
        ``y`` [m] (cell centres), ``pn``, ``tx``, ``ty`` [Pa], ``state``
        (0 outside, 1 stick, 2 slip), ``mu`` [-], ``w`` slip speed [m/s] and
        ``power`` density [W/m²] — ``tribolab-cli steady --map``'s columns; ``ravel()`` gives its rows.
        ``"summary"``: what ``tribolab-cli steady --summary`` prints of the
        last creepage, its keys without their unit suffix in SI units
        (``frictional_power``, ``frictional_power_macro`` [W], ``t_gamma``
        [N], ``t_gamma_per_area`` [Pa], ``contact_area`` [m²],
        ``wear_rate_archard`` [m³ per metre rolled],
        ``wear_depth_rate_archard_max`` [m/s], ``wear_rate_usfd`` [kg/(m·m²)],
        ``wear_regime``, ``wear_depth_usfd`` [m per metre rolled],
        ``burstow_damage``, ``utilised_friction``, ``fatigue_index`` [-]).

    Raises
    ------
    Error
        A refused value or law, an unknown model, an array where one value
        is expected, a non-whole grid, a call over ``max_seconds``.
    KeyboardInterrupt
        Ctrl-C during a long solve stops it.

    Warns
    -----
    RuntimeWarning
        A falling law steeper than the grid resolves (falling_indicator > 0.5).

    Examples
    --------
    >>> import numpy as np, tribolab
    >>> r = tribolab.steady("fastsim", cx=[0.001, 0.002, 0.005], mu=0.3)
    >>> print(np.round(r["f"], 4), np.round(r["stick_fraction"], 3))
    [0.1299 0.214  0.2979] [0.796 0.612 0.123]
    >>> m = tribolab.steady("fastsim", cx=0.002, grid=(20, 20), map=True)["map"]
    >>> print(m["tx"].shape, [int((m["state"] == s).sum()) for s in (0, 1, 2)])
    (20, 20) [84, 214, 102]
    >>> f = tribolab.steady(cx=0.002, mu=np.array([0.2, 0.3, 0.4]))["f"]
    >>> print(f.shape, np.round(f, 4))
    (3,) [0.1756 0.214  0.2359]
    """
    kw = _given("steady", _keywords(locals(), "model", "cx", "preset", "friction_law",
                                    "exact_start", "map", "max_seconds", "table",
                                    "table_interp"),
                counts=("mx", "my"), broadcast=_CONTACT_NUMBERS + _LAW_NUMBERS)
    limit = _max_seconds("steady", max_seconds)
    if table is not None:
        table = _creep_table("steady", table)  # read once, not once per element
    if not any(isinstance(v, np.ndarray) for v in kw.values()):
        return _steady(model, cx, preset, friction_law, exact_start, max_seconds=limit,
                       map=bool(map), table=table, table_interp=table_interp, **kw)
    if map:
        raise Error("steady: map=True takes one case: broadcasting over arrays gives no map")
    preset = _preset(preset)  # read once, not once per element
    if cx is not None:
        kw["cx"] = np.asarray(cx, dtype=float)

    def one(k):
        c = k.pop("cx", None)
        r = _steady(model, c, preset, friction_law, exact_start, max_seconds=limit,
                    table=table, table_interp=table_interp, **k)
        return {key: r[key][0] for key in _STEADY_ROWS}
    return _broadcast("steady", one, kw)


@_public
def steady_curves(models=None, preset=None, points=121, cx_max=None,
                  exact_points=21, variant="fixed", *, max_seconds=None, load=None, semi_a=None,
                  semi_b=None, ref_load=None, wheel_rx=None, wheel_ry=None, rail_rx=None,
                  rail_ry=None, youngs_modulus=None, shear_modulus=None, poisson=None, mu=None,
                  speed=None, cx=None, cy=None, spin=None, grid=None, mx=None, my=None,
                  bound=None, material=None, rail_material=None, table=None,
                  table_interp=None):
    """The traction–creepage curves of the Steady rolling view, as the window
    draws them and ``tribolab-cli export --view traction-curve --csv`` writes them.

    Parameters
    ----------
    models : str or sequence of {"linear", "fastsim", "shen", "polach", "exact", "table"}, optional
        The curves to compute ("exact": a steady solve per sample; "table":
        a creep-force table read at each sample).  Default: the preset's
        ``[steady]`` models (the window's curves, as ``export --view
        traction-curve`` takes them), else linear, fastsim and shen.
    preset : str, os.PathLike or Preset, optional
        Start from a preset's case, its ``[contact_friction]`` law and
        Polach's parameters (a preset's own Polach law adds "polach").
    points : int
        Samples per curve over [0, cx_max] ([−cx_max, cx_max] when cx < 0).
    cx_max : float, optional
        The curves' end [-] (default 1.5 times the creepage at which
        Shen–Hedrick–Elkins saturates, beyond the operating point cx).
    exact_points : int
        Samples of the exact curve.
    variant : {"fixed", "strip"}
        FASTSIM's grid.
    max_seconds : float, optional
        Stop a call that runs longer than this many seconds (Error).
    load, semi_a, semi_b, ref_load, wheel_rx, wheel_ry, rail_rx, rail_ry, youngs_modulus, shear_modulus, poisson, mu, speed, cx, cy, spin, grid, mx, my, bound, material, rail_material : optional
        The contact case, as in :func:`steady`; ``cx`` [-] is the operating point.
    table : str, os.PathLike or tribolab.table.Table, optional
        With "table" in ``models``: the creep-force table (default the
        preset's ``[steady]`` table), as ``--table``.
    table_interp : {"cubic", "linear"}, optional
        How the table is read (default cubic).

    Returns
    -------
    dict
        ``cx`` [-] and ``f_<model>`` [-] for each model but exact, which has
        ``cx_exact`` and ``f_exact``; ``op_f_<model>``, f at the operating
        point (with "table" also ``table_clamped``, the samples whose
        creepages lie beyond the table); ``peak_cx``, ``peak_f`` (FASTSIM's
        adhesion maximum with a falling law) and ``polach_peak_cx``,
        ``polach_peak_f`` (NaN where there is none).  Where the study computes it (FASTSIM), what the grip costs
        at each ``cx`` (cy and spin held; docs/theory.md §12), as
        ``tribolab-cli export --view wear-regime --csv`` writes it:
        ``t_gamma`` [N], ``t_gamma_per_area`` [N/mm²] (A the operating
        point's contact area), ``usfd_rate`` [µg/(m·mm²)], ``wear_regime``
        (a list of "mild", "severe", "catastrophic") and ``burstow`` [-].

    Raises
    ------
    Error
        An unknown model, a refused value, a non-whole count.
    KeyboardInterrupt
        Ctrl-C during a long solve stops it.

    Examples
    --------
    >>> import tribolab
    >>> c = tribolab.steady_curves(models="fastsim", points=11, cx_max=0.01)
    >>> print(len(c["cx"]), round(float(c["f_fastsim"][-1]), 4))
    11 0.4
    """
    kw = _given("steady_curves", _keywords(locals(), "models", "preset", "points", "cx_max",
                                           "exact_points", "variant", "max_seconds", "table",
                                           "table_interp"),
                counts=("mx", "my"))
    points = _whole("steady_curves", "points", points)
    exact_points = _whole("steady_curves", "exact_points", exact_points)
    return _steady_curves(models, preset, points, cx_max, exact_points, variant,
                          max_seconds=_max_seconds("steady_curves", max_seconds), table=table,
                          table_interp=table_interp, **kw)
