"""A transient rolling run under a creepage waveform: transient(), its
waveforms and its per-step table."""
import math
import os
import warnings

import numpy as np

from ._tribo import ffi, lib
from ._core import (Error, _budget, _caller_level, _check, _creep_table, _given, _keywords,
                    _max_seconds, _named, _new_err, _number, _preset, _public, _set_given, _solve,
                    _traction_map, _unknown, _wear_figures)
from ._contact import _CONTACT_KEYS, _LAW_KEYS, _contact, _slip_law


def _basics(p):
    b, err = ffi.new("TlContactBasics *"), _new_err()
    _check(lib.tl_contact_basics(p, b, err), err)
    return b


# The wear figures of tribolab-cli transient --summary at the last row, by
# their SI names (the CLI's keys without their unit suffix).
_TRANSIENT_WEAR_KEYS = ("frictional_power", "frictional_power_macro", "t_gamma",
                        "wear_rate_archard", "wear_rate_usfd", "wear_regime", "fatigue_index")


_WAVE_KEYS = ("value", "before", "after", "t_step", "mean", "amplitude", "freq")


def _transient_table(table, table_interp, p, spec):
    """table= and table_interp= of transient() into spec; the loaded table
    (kept by the caller while the study reads it) or None."""
    if table is None:
        if table_interp is not None:
            raise Error("transient: table_interp belongs to table")
        return None
    t = _creep_table("transient", table)
    spec.table = t._t
    if table_interp is not None:
        spec.table_interp = _named(lib.tl_table_interp_from_name, table_interp, "TlTableInterp")
    err = ffi.new("TlError *")
    if lib.tl_table_check_poisson(t._t, _basics(p).hertz.material.poisson, err) != 0:
        raise Error("transient: " + ffi.string(err.message).decode("utf-8", "replace")
                    + ": build a table for this material")
    return t


# The keywords of each kind of waveform (tribolab-cli transient's --cx; --c-before,
# --c-after, --step-at-ms; --c0, --cp, --frequency-hz; --waveform-file).
_WAVE_GROUPS = (("constant", ("cx", "value")), ("step", ("before", "after", "t_step")),
                ("periodic", ("mean", "amplitude", "freq")), ("csv", ("waveform_file",)))


def _wave_kind(waveform, given, fallback):
    """The waveform's kind (TlWaveKind) as tribolab-cli transient picks it:
    waveform=, else the kind whose keywords are given (the periodic ones
    choose a sine unless the fallback is a triangle or square), else the
    fallback (the preset's kind, or sine).  Keywords of another kind than
    the one chosen, or of several kinds without waveform=, are refused."""
    groups = [(g, [k for k in keys if k in given]) for g, keys in _WAVE_GROUPS]
    groups = [(g, keys) for g, keys in groups if keys]
    if waveform is not None:
        kind = _named(lib.tl_wave_kind_from_name, waveform, "TlWaveKind")
    elif len(groups) > 1:
        raise Error("transient: keywords of several waveforms given ("
                    + "; ".join(", ".join(keys) for _, keys in groups)
                    + "): choose one with waveform=")
    else:
        first = groups[0][0] if groups else None
        kind = {"constant": lib.TL_WAVE_CONSTANT, "step": lib.TL_WAVE_STEP,
                "csv": lib.TL_WAVE_TABLE}.get(first, fallback)
        if first == "periodic" and fallback not in (lib.TL_WAVE_TRIANGLE, lib.TL_WAVE_SQUARE):
            kind = lib.TL_WAVE_SINE
    periodic = kind in (lib.TL_WAVE_SINE, lib.TL_WAVE_TRIANGLE, lib.TL_WAVE_SQUARE)
    own = {"constant": kind == lib.TL_WAVE_CONSTANT, "step": kind == lib.TL_WAVE_STEP,
           "periodic": periodic, "csv": kind == lib.TL_WAVE_TABLE}
    for g, keys in groups:
        if not own[g]:
            raise Error(f"transient: {', '.join(keys)} {'does' if len(keys) == 1 else 'do'} "
                        "not apply to waveform "
                        f"{ffi.string(lib.tl_wave_kind_name(kind)).decode()!r}")
    return kind


def _wave_table(wave, waveform_file, preset_file):
    """The samples of a table (csv) waveform, from waveform_file or else the
    preset's file, loaded by the library into wave.table; None for another
    waveform.  The returned object keeps the samples alive and frees them
    when it goes."""
    if wave.kind != lib.TL_WAVE_TABLE:
        return None
    path = waveform_file if waveform_file is not None else preset_file
    if not path:
        raise Error("transient: waveform 'csv' needs waveform_file=PATH")
    if not isinstance(path, (str, os.PathLike)):
        raise Error(f"transient: waveform_file must be a file (got {path!r})")
    samples, err = ffi.gc(ffi.new("TlWaveTable *"), lib.tl_wave_table_clear), _new_err()
    _check(lib.tl_wave_table_load(os.fsencode(path), samples, err), err)
    wave.table = samples
    return samples


def _transient(model="brush", waveform=None, preset=None, periods=None, duration=None,
               courant=None, init=None, max_seconds=None, map=False, friction_law=None,
               exact_start=None, table=None, table_interp=None, dt=None, waveform_file=None,
               **kw):
    """transient() after its keywords are checked: see its docstring."""
    _unknown(kw, _CONTACT_KEYS | set(_WAVE_KEYS) | _LAW_KEYS, "transient")
    pre = _preset(preset)
    p = _contact(pre, {k: v for k, v in kw.items() if k in _CONTACT_KEYS})
    # the law inside the contact as tribolab-cli transient takes it: friction_law and its
    # keywords only (a preset's [contact_friction] is not read, as the CLI reads none)
    law, _ = _slip_law(None, friction_law, p, kw, what="transient")
    if exact_start is not None and model != "exact":
        raise Error("transient: exact_start belongs to model 'exact'")
    law_opts = ffi.new("TlExactLawOptions *", lib.tl_exact_law_options_default())
    if exact_start is not None:
        law_opts.start = _named(lib.tl_exact_law_start_from_name, exact_start, "TlExactLawStart")
    given = set(kw) | ({"waveform_file"} if waveform_file is not None else set())
    kind = _wave_kind(waveform, given, pre._c.transient.wave.kind if pre else lib.TL_WAVE_SINE)
    # the preset's waveform when it is of this kind, else the kind's defaults, as the CLI
    wave = ffi.new("TlWaveform *")
    wave[0] = (pre._c.transient.wave if pre and pre._c.transient.wave.kind == kind
               else lib.tl_waveform_default(kind))
    wave.table = ffi.NULL
    if kind == lib.TL_WAVE_CONSTANT:
        if "cx" in kw and "value" in kw:
            raise Error("transient: cx and value both give the constant creepage: give one")
        if "cx" in kw or pre:  # a preset's constant waveform runs at its operating creepage
            wave.value = p.cx
    table_file = ffi.string(pre._c.transient.table_file).decode() if pre else ""
    samples = _wave_table(wave, waveform_file, table_file)  # alive until the run is done
    _set_given(wave, kw, _WAVE_KEYS)
    err = _new_err()
    _check(lib.tl_waveform_validate(wave, err), err)
    init_c = (_named(lib.tl_transient_init_from_name, init, "TlTransientInit") if init
              else pre._c.transient.init if pre
              else _named(lib.tl_transient_init_from_name, "zero", "TlTransientInit"))
    basics, err = _basics(p), _new_err()
    dx = 2.0 * basics.hertz.a / p.mx
    if model not in ("brush", "exact"):
        raise Error(f"transient: unknown model '{model}' (use brush or exact)")
    if dt is not None:  # the row step itself, as --dt-ms, instead of courant
        if courant is not None:
            raise Error("transient: give either courant or dt, not both")
        dt = _number("transient", "dt", dt)
        if not dt > 0.0:
            raise Error(f"transient: dt must be positive (got {dt:g} s)")
        c = p.speed * dt / dx
        if model == "exact" and not abs(c - 1.0) <= 1e-9:
            raise Error(f"transient: the exact solver rolls exactly one cell per step: dt "
                        f"{dt:g} s is the Courant number {c:.4g} (dt = dx/V = "
                        f"{dx / p.speed:.6g} s is 1)")
    elif model == "exact":
        if courant is not None and courant != 1:
            raise Error("transient: the exact solver rolls exactly one cell per step (courant 1)")
        dt = dx / p.speed
    else:
        c = courant if courant is not None else (pre._c.transient.courant if pre else 1.0)
        dt = c * dx / p.speed
    periodic = lib.tl_waveform_is_periodic(wave)
    transit = 2.0 * basics.hertz.a / p.speed
    if duration is None and periodic and periods is not None:
        duration = float(periods) / wave.freq
    elif duration is None:  # the study's default, as tribolab-cli's and the window's
        if periods is not None:
            raise Error("transient: periods needs a periodic waveform (sine, triangle, square)")
        duration = lib.tl_study_transient_default_duration(wave, transit)
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
    spec.law = law
    spec.law_opts = law_opts
    creep_table = _transient_table(table, table_interp, p, spec)  # alive until the run is read
    cost = _budget("transient", lib.tl_study_transient_estimate, max_seconds, spec)
    study = ffi.new("TlStudyTransient *")
    lib.tl_study_transient_init(study)
    try:
        _check(_solve(lib.tl_study_transient_update, study, spec, err=err, what="transient",
                      max_seconds=max_seconds, estimate=cost), err)
        r = study.single.run.rec
        rows = {k: np.frombuffer(ffi.buffer(getattr(r, k), r.n * 8), dtype=float).copy()
                for k in ("t", "cx", "f", "stick")}
        sm = ffi.new("TlStudyTransientSummary *")
        _check(lib.tl_study_transient_summarise(ffi.addressof(study.single), sm, err), err)
        an = sm.analysis
        rows["stick_fraction"] = rows["stick"]  # the CLI's column name
        if creep_table is not None:  # tribolab-cli transient --table's column
            rows["f_steady_table"] = np.array(
                [lib.tl_study_transient_table_f(ffi.addressof(study.single), c, ffi.NULL)
                 for c in rows["cx"]])
        nan = float("nan")
        summary = {"dt": dt, "delay": an.delay, "delay_ratio": an.delay_ratio,
                   "loop_area": an.loop_area, "f_min": an.f_min, "f_max": an.f_max,
                   "note": ffi.string(an.note).decode("utf-8", "replace") if periodic else "",
                   # the rest of tribolab-cli transient --summary, in SI units
                   "model": ffi.string(sm.model).decode(),
                   "waveform": ffi.string(lib.tl_wave_kind_name(wave.kind)).decode(),
                   "init": ffi.string(lib.tl_transient_init_name(init_c)).decode(),
                   "rows": sm.rows, "courant": 1.0 if model == "exact" else c, "substeps": sm.substeps,
                   "transit": transit, "duration": sm.duration,
                   "freq": wave.freq if sm.periodic else nan,
                   "samples_per_period": sm.samples_per_period,
                   "period_start": an.t0, "saturated": an.saturated, "f_final": sm.f_final,
                   "stick_fraction_final": sm.stick_final}
        if model == "exact":
            summary.update(newton_per_step=sm.newton_per_step,
                           krylov_per_step=sm.krylov_per_step)
        # what the grip costs at the last row, tribolab-cli transient --summary's
        # keys by their SI names (NaN before the exact model's first rolling step)
        wear = _wear_figures(sm.wear)
        summary.update({k: (wear[k] if sm.wear_ok else ("nan" if k == "wear_regime" else nan))
                        for k in _TRANSIENT_WEAR_KEYS})
        run = study.single
        if model == "exact" and not lib.tl_slip_friction_is_constant(law):
            r = lib.tl_exact_law_report(run.exact)
            summary.update(mu_mean=r.slip.mu_mean, falling_indicator=r.ne_run_max,
                           outer_iterations_max=r.outer_max,
                           outer_iterations_per_step=r.outer_sum / r.solves if r.solves else 0.0,
                           exact_start=ffi.string(lib.tl_exact_law_start_name(r.start)).decode())
            if r.ne_run_max > 0.5:  # as tribolab-cli transient warns
                warnings.warn(f"transient: falling friction is steep for one element (N_E,max "
                              f"{r.ne_run_max:.3g} > 0.5): several solutions are likely and "
                              "the one found depends on exact_start; "
                              + ("lengthen the friction memory (memory)" if law.memory > 0
                                 else "add friction memory (memory)"),
                              RuntimeWarning, stacklevel=_caller_level())
        elif model == "brush" and law.kind != lib.TL_SLIP_LAW_COULOMB:
            st = ffi.new("TlSlipStats *")
            lib.tl_brush_slip_stats(run.brush, st)
            summary.update(mu_mean=st.mu_mean, falling_indicator=st.n_max)
            # the march resolves a falling law while κ|μ′| < ½, and is stable while
            # N < C/(2 − C), as tribolab-cli transient warns
            bound = min(0.5, c / (2.0 - c))
            if st.n_max > bound:
                warnings.warn(f"transient: falling friction is steeper than the grid and step "
                              f"resolve (falling_indicator {st.n_max:.3g} > {bound:.3g}): the "
                              "result depends on the grid"
                              + (" and the Courant number (use courant=1)" if c < 1.0 else "")
                              + ("; lengthen the" if law.memory > 0 else "; add")
                              + " friction memory (memory) or use a coarser grid",
                              RuntimeWarning, stacklevel=_caller_level())
        rows["summary"] = summary
        if map:
            run = ffi.addressof(study, "single")
            rows["map"] = _traction_map(lib.tl_study_transient_grid(run),
                                        lib.tl_study_transient_traction(run))
        return rows
    finally:
        lib.tl_study_transient_clear(study)


@_public
def transient(model="brush", waveform=None, preset=None, periods=None, duration=None,
              courant=None, init=None, *, map=False, max_seconds=None, value=None, before=None,
              after=None, t_step=None, mean=None, amplitude=None, freq=None, load=None,
              semi_a=None, semi_b=None, ref_load=None, wheel_rx=None, wheel_ry=None,
              rail_rx=None, rail_ry=None, youngs_modulus=None, shear_modulus=None, poisson=None,
              mu=None, speed=None, cx=None, cy=None, spin=None, grid=None, mx=None, my=None,
              bound=None, friction_law=None, exact_start=None, mu_static=None, mu_kinetic=None,
              s_half=None, s_half2=None, dmu2=None, memory=None, memory_s0=None,
              slip_branch=None, stribeck_vs=None, stribeck_delta=None, viscous=None,
              polach_set=None, polach_mu0=None, polach_a=None, polach_b=None, table=None,
              table_interp=None, material=None, rail_material=None, dt=None,
              waveform_file=None):
    """A transient rolling run under a creepage waveform (``tribolab-cli
    transient``), one row per step.

    Parameters
    ----------
    model : {"brush", "exact"}
        The Unsteady Brush Model or Kalker's exact theory (one cell per step).
    waveform : {"sine", "constant", "step", "triangle", "square", "csv"}, optional
        The creepage cx(t) (default sine, or the preset's); csv: piecewise
        linear through the samples of ``waveform_file``.
    preset : str, os.PathLike or Preset, optional
        Start from a preset's case and ``[transient]`` waveform.
    periods : float, optional
        Periods of a periodic waveform to run.
    duration : float, optional
        The run's length [s] instead (default the study's, as the CLI's: at
        least 3 periods, enough to measure the delay; three transit times
        2a/V after the step; a table's last sample).
    courant : float, optional
        The brush model's step as a fraction of a cell's transit
        (dt = courant·Δx/V; default 1 or the preset's).
    dt : float, optional
        The row step [s] itself instead of ``courant`` (``--dt-ms``; the
        exact model takes Δx/V only).
    init : {"zero", "steady"}, optional
        The state at t = 0.
    map : bool
        Also return ``"map"``, the per-cell solution at the last step.
    max_seconds : float, optional
        Refuse (Error) before starting a run whose estimated cost exceeds
        this many seconds, and stop one that runs longer.
    value, before, after, mean, amplitude : float, optional
        The waveform's levels [-]: constant ``value``; step from ``before``
        to ``after``; ``mean`` ± ``amplitude`` for the periodic ones.  As on
        the command line, a kind's keywords choose it when ``waveform`` is
        not given, and keywords of another kind are refused.
    t_step : float, optional
        The step's time [s].
    waveform_file : str or os.PathLike, optional
        A CSV of (t, cx) samples (header ``t_s,cx`` or ``t_ms,cx``;
        ``--waveform-file``): the csv waveform, run to its last sample by
        default; a preset's csv waveform names its own file.
    freq : float, optional
        The periodic waveforms' frequency [Hz].
    cx : float, optional
        A constant creepage [-] (``--cx``: the constant waveform, as
        ``value``); a preset's constant waveform runs at its case's cx.
    load, semi_a, semi_b, ref_load, wheel_rx, wheel_ry, rail_rx, rail_ry, youngs_modulus, shear_modulus, poisson, mu, speed, cy, spin, grid, mx, my, bound, material, rail_material : optional
        The contact case, as in :func:`steady`.
    friction_law : {"coulomb", "exp", "rational", "linear", "stribeck", "polach"}, optional
        Friction inside the contact that depends on the local slip speed,
        as ``tribolab-cli transient --friction-law`` (a preset's
        ``[contact_friction]`` is not read, as the CLI reads none).
    exact_start : {"previous", "low", "high"}, optional
        Model exact with a falling law: where each step's outer iteration
        on the slip speeds starts.
    mu_static, mu_kinetic, s_half, s_half2, dmu2, memory, memory_s0, slip_branch, stribeck_vs, stribeck_delta, viscous, polach_set, polach_mu0, polach_a, polach_b : optional
        The law's parameters, as in :func:`steady` [-, m/s, m, s/m].
    table : str, os.PathLike or tribolab.table.Table, optional
        A creep-force table (``tribolab-cli transient --table``): the result
        gains ``f_steady_table``, the table's steady f at each row's cx
        (docs/theory.md §14.6).  A table whose ν axis misses the case's
        Poisson's ratio raises Error.
    table_interp : {"cubic", "linear"}, optional
        How the table is read (default cubic).

    Returns
    -------
    dict
        Arrays ``t`` [s], ``cx`` [-], ``f`` (Tx/F_N) [-], ``stick_fraction``
        [-] (also as ``stick``) and ``summary``, what ``tribolab-cli
        transient --summary`` prints: ``delay`` [s], ``delay_ratio`` [-],
        ``loop_area`` [-], ``f_min``, ``f_max`` [-], ``dt`` [s], ``note``,
        ``model``, ``waveform``, ``init``, ``rows``, ``courant`` [-],
        ``substeps``, ``transit``, ``duration`` [s], ``freq`` [Hz],
        ``samples_per_period``, ``period_start`` [s], ``saturated`` (0/1),
        ``f_final``, ``stick_fraction_final`` [-] (and, for the exact model,
        ``newton_per_step``, ``krylov_per_step``; with a law ``mu_mean``
        and ``falling_indicator`` [-], and for the exact model
        ``outer_iterations_max``, ``outer_iterations_per_step`` and
        ``exact_start``), and at the last row, under the CLI's keys and
        units, ``frictional_power``, ``frictional_power_macro`` [W],
        ``t_gamma`` [N], ``wear_rate_archard`` [m³/m], ``wear_rate_usfd``
        [kg/(m·m²)], ``wear_regime`` and ``fatigue_index`` (docs/theory.md
        §12, as :func:`steady`'s ``"summary"``; NaN before the exact model's
        first rolling step).  With ``map=True``
        also ``"map"``: my × mx arrays ``x``, ``y`` [m], ``pn``, ``tx``,
        ``ty`` [Pa] and ``state`` (0 outside, 1 stick, 2 slip).

    Raises
    ------
    Error
        A refused value, an unknown model or waveform, an array where one
        value is expected, a non-whole grid, a run over ``max_seconds``.
    KeyboardInterrupt
        Ctrl-C during the run stops it.

    Examples
    --------
    >>> import tribolab
    >>> run = tribolab.transient("brush", "sine", mean=0.005, amplitude=0.005, freq=10.0,
    ...                          mu=1.0, grid=(20, 20), periods=3, map=True)
    >>> print(f"{len(run['t'])} steps, delay {run['summary']['delay'] * 1e3:.3f} ms")
    352 steps, delay 2.312 ms
    >>> print(run["map"]["state"].shape)
    (20, 20)
    """
    kw = _given("transient", _keywords(locals(), "model", "waveform", "preset", "periods",
                                       "duration", "courant", "init", "map", "max_seconds",
                                       "friction_law", "exact_start", "table",
                                       "table_interp", "waveform_file"),
                counts=("mx", "my"))
    for name, v in (("periods", periods), ("duration", duration), ("courant", courant)):
        if v is not None and np.ndim(v) > 0:
            raise Error(f"transient: {name} takes one value per call")
    return _transient(model, waveform, preset, periods, duration, courant, init,
                      max_seconds=_max_seconds("transient", max_seconds), map=bool(map),
                      friction_law=friction_law, exact_start=exact_start, table=table,
                      table_interp=table_interp, waveform_file=waveform_file, **kw)
