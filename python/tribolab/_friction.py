"""The friction laws of a point contact: friction() (a law's
friction–velocity curve, or the friction along a prescribed motion) and
stickslip() (the mass–spring–belt oscillator)."""

import numpy as np

from ._tribo import ffi, lib
from ._core import (Error, _check, _given, _keywords, _max_seconds, _named, _new_err, _number,
                    _preset, _public, _set_given, _solve, _struct_array, _unknown)


_FRICTION_FIELDS = ("fc", "fs", "vs", "viscous", "c1", "c2", "dahl_sigma", "dahl_alpha",
                    "sigma0", "sigma1", "sigma2", "karnopp", "sign_eps")


def _law(base, law, kw):
    f = ffi.new("TlFrictionParams *", base)
    if law is not None:
        terms = ffi.new("unsigned *")
        err = _new_err()
        _check(lib.tl_friction_law_parse(str(law).encode(), terms, err), err)
        f.terms = terms[0]
    _set_given(f, kw, _FRICTION_FIELDS)
    if "sign" in kw:
        f.sign = _named(lib.tl_sign_mode_from_name, kw["sign"], "TlSignMode")
    err = _new_err()
    _check(lib.tl_friction_params_validate(f, err), err)
    return f


# friction()'s keywords of the curve and of the motion (--vs-displacement), and
# the TlMotionParams fields of the motion's numbers.
_CURVE_KEYS = ("v_min", "v_max", "f_ex", "per_term")
_MOTION_NUMBERS = ("duration", "amplitude", "frequency", "velocity")
_MOTION_KEYS = ("motion", "integrate_dahl") + _MOTION_NUMBERS


def _friction(law=None, preset=None, points=None, vs_displacement=False, **kw):
    """friction() after its keywords are checked: see its docstring."""
    given = {k: kw.pop(k) for k in _CURVE_KEYS + _MOTION_KEYS if k in kw}
    _unknown(kw, _FRICTION_FIELDS + ("sign",), "friction")
    pre = _preset(preset)
    f = _law(pre._c.friction.law if pre else lib.tl_friction_params_default(), law, kw)
    if vs_displacement:
        curve = [k for k in _CURVE_KEYS if k in given]
        if curve:
            raise Error(f"friction: {', '.join(curve)}: keywords of the curve, not of "
                        "vs_displacement")
        return _friction_motion(f, pre, points, given)
    motion = [k for k in _MOTION_KEYS if k in given]
    if motion:
        raise Error(f"friction: {', '.join(motion)}: keywords of the motion, which need "
                    "vs_displacement=True")
    # the CLI's curve: 401 points from -0.01 to 0.01 m/s, no applied force
    n = 401 if points is None else points
    v_min, v_max = given.get("v_min", -0.01), given.get("v_max", 0.01)
    f_ex = given.get("f_ex", 0.0)
    v, force = np.empty(n), np.empty(n)
    err = _new_err()
    _check(lib.tl_study_friction_curve(f, float(v_min), float(v_max), n, float(f_ex),
                                       ffi.cast("double *", v.ctypes.data),
                                       ffi.cast("double *", force.ctypes.data), err), err)
    out = {"v": v, "force": force}
    if "per_term" in given:  # one column per term, as --per-term
        for b in range(lib.TL_FRICTION_N_TERMS):
            if f.terms & (1 << b):
                name = ffi.string(lib.tl_friction_term_name(1 << b)).decode()
                out[name] = np.array([lib.tl_friction_term_steady(f, 1 << b, float(x),
                                                                  float(f_ex)) for x in v])
    return out


def _friction_motion(f, pre, points, given):
    """The friction of law f along a prescribed motion from rest (tribolab-cli
    friction --vs-displacement): the motion by name (default the ramp), from
    a preset's ramp or sine or the library's defaults, with the keywords."""
    err = _new_err()
    kind = _named(lib.tl_motion_kind_from_name, given.get("motion", "ramp"), "TlMotionKind")
    m = ffi.new("TlMotionParams *")
    if pre and kind == lib.TL_MOTION_SEED:
        m[0] = pre._c.friction.seed
    elif pre and kind == lib.TL_MOTION_SINE:
        m[0] = pre._c.friction.sine
    else:
        m[0] = lib.tl_motion_params_default(kind)
    for k in _MOTION_NUMBERS:
        if k in given:
            setattr(m, k, _number("friction", k, given[k]))
    if points is not None:
        m.points = points
    m.integrate = int("integrate_dahl" in given)
    _check(lib.tl_motion_params_validate(m, err), err)
    tr = ffi.new("TlFrictionTrace *")
    _check(lib.tl_study_friction_motion(f, m, ffi.NULL, tr, err), err)
    try:
        return {k: np.frombuffer(ffi.buffer(getattr(tr, k), tr.n * 8), dtype=float).copy()
                for k in ("t", "x", "v", "force", "state")}
    finally:
        lib.tl_friction_trace_free(tr)


_STICKSLIP_FIELDS = ("mass", "stiffness", "belt_speed", "dt", "duration", "rel_tol", "abs_tol",
                     "stick_velocity")


def _stickslip(integrator=None, law=None, preset=None, max_seconds=None, max_steps=None, **kw):
    """stickslip() after its keywords are checked: see its docstring."""
    _unknown(kw, _STICKSLIP_FIELDS + _FRICTION_FIELDS + ("sign",), "stickslip")
    pre = _preset(preset)
    p = ffi.new("TlStickSlipParams *", pre._c.stickslip if pre else lib.tl_stickslip_params_default())
    p.friction = _law(p.friction, law, {k: v for k, v in kw.items()
                                        if k in _FRICTION_FIELDS + ("sign",)})[0]
    _set_given(p, kw, _STICKSLIP_FIELDS)
    if integrator is not None:
        p.integrator = _named(lib.tl_integrator_from_name, integrator, "TlIntegrator")
    # as --max-steps: a positive whole number (the core would take less than 1 as 1)
    if max_steps is not None and not 1 <= max_steps < 2**31:
        raise Error(f"stickslip: max_steps must be a positive whole number (got {max_steps})")
    study, err = ffi.new("TlStudyStickSlip *"), _new_err()
    lib.tl_study_stickslip_init(study)
    if max_steps is not None:
        lib.tl_study_stickslip_set_max_steps(study, max_steps)
    try:
        _check(_solve(lib.tl_study_stickslip_update, study, p, err=err, what="stickslip",
                      max_seconds=max_seconds), err)
        run = study.run
        out = _struct_array(run.samples, run.n, "TlStickSlipSample",
                            (("t", "t"), ("x", "x"), ("v", "v"), ("force", "friction"),
                             ("spring", "spring"), ("phase", "phase")))
        sm = run.summary
        out["summary"] = {"period": sm.period, "peak_spring": sm.peak_spring,
                          "peak_friction": sm.peak_friction, "slip_onsets": sm.slip_onsets,
                          "steps": sm.steps, "stick_time": sm.stick_time, "t": sm.t,
                          # the rest of tribolab-cli stickslip --summary, in SI units
                          "failed_steps": sm.failed_steps, "rhs_evals": sm.rhs_evals,
                          "jac_evals": sm.jac_evals,
                          "cycles": sm.slip_onsets - 1 if sm.slip_onsets > 1 else 0,
                          "stick_onsets": sm.stick_onsets, "first_slip": sm.first_slip,
                          "peak_spring_force": sm.peak_spring,
                          "stick_fraction": sm.stick_time / sm.t if sm.t > 0 else 0.0,
                          "stiffness": sm.stiffness, "rk4_dt_limit": sm.dt_limit,
                          "rk4_dt_suggested": sm.dt_suggested, "error_steps": sm.error_steps}
        return out
    finally:
        lib.tl_study_stickslip_clear(study)


@_public
def friction(law=None, v_min=None, v_max=None, points=None, f_ex=None, preset=None, *, fc=None,
             fs=None, vs=None, viscous=None, c1=None, c2=None, dahl_sigma=None, dahl_alpha=None,
             sigma0=None, sigma1=None, sigma2=None, karnopp=None, sign_eps=None, sign=None,
             per_term=False, vs_displacement=False, motion=None, duration=None,
             amplitude=None, frequency=None, velocity=None, integrate_dahl=False):
    """The steady friction–velocity curve F(v) of a law (``tribolab-cli
    friction``), or with ``vs_displacement=True`` the friction along a
    prescribed motion.

    Parameters
    ----------
    law : str, optional
        A name ("coulomb", "stribeck", "eq7", …) or terms joined by "+"
        ("coulomb+viscous"); default the library's (or the preset's).
    v_min, v_max : float, optional
        The curve's speed range [m/s] (default ±0.01).
    points : int, optional
        Samples of the curve (default 401) or of the motion (default the
        motion's: the library's or the preset's).
    f_ex : float, optional
        The applied force [N] a static term holds at v = 0 (default 0).
    preset : str, os.PathLike or Preset, optional
        Start from a preset's ``[friction]`` law.
    fc, fs : float, optional
        Coulomb and static force levels [N].
    vs : float, optional
        Stribeck speed [m/s].
    viscous : float, optional
        Viscous coefficient [N·s/m].
    c1, c2 : float, optional
        The eq7 law's coefficients [N].
    dahl_sigma : float, optional
        Dahl's stiffness [N/m].
    dahl_alpha : float, optional
        Dahl's exponent [-].
    sigma0 : float, optional
        LuGre's bristle stiffness [N/m].
    sigma1, sigma2 : float, optional
        LuGre's bristle damping and viscous term [N·s/m].
    karnopp : float, optional
        Karnopp's stick band: the half-width of its velocity band [m/s].
    sign_eps : float, optional
        The smoothing speed of sign(v) [m/s].
    sign : {"exact", "tanh", "sqrt"}, optional
        How the Coulomb and Stribeck terms take sgn v: exact (sgn 0 = 0),
        tanh(v/sign_eps) or v/sqrt(v² + sign_eps²) (default exact or the
        preset's).
    per_term : bool
        Also each term's share of the curve (``--per-term``).
    vs_displacement : bool
        The friction along a prescribed motion from rest instead of the
        curve (``--vs-displacement``); the keywords below describe it.
    motion : {"ramp", "sine", "constant"}, optional
        The motion: v = t(t + 1) (default), x = A sin(2πft) or x = v0 t;
        a preset's ramp and sine start from its ``[friction]`` section.
    duration : float, optional
        The motion's length [s].
    amplitude, frequency : float, optional
        The sine's amplitude A [m] and frequency f [Hz].
    velocity : float, optional
        The constant motion's speed v0 [m/s].
    integrate_dahl : bool
        Integrate Dahl's ODE instead of its closed form.

    Returns
    -------
    dict
        Arrays ``v`` [m/s] and ``force`` [N], with ``per_term`` also one
        array [N] per term of the law under its name (``coulomb``,
        ``viscous``, …).  With ``vs_displacement``: arrays ``t`` [s], ``x``
        [m], ``v`` [m/s], ``force`` [N] and ``state`` (Dahl's force [N] or
        LuGre's z [m]; 0 without a state).

    Raises
    ------
    Error
        An unknown law, a refused coefficient, an array where one value is
        expected, a non-whole number of points.

    Examples
    --------
    >>> import tribolab
    >>> c = tribolab.friction("coulomb", v_min=0.001, v_max=0.002, points=3, fc=10.0)
    >>> print(c["v"].tolist(), c["force"].tolist())
    [0.001, 0.0015, 0.002] [10.0, 10.0, 10.0]
    """
    kw = _given("friction", _keywords(locals(), "law", "preset", "per_term",
                                      "vs_displacement", "integrate_dahl"), counts=("points",))
    kw.update({k: v for k, v in (("per_term", per_term), ("integrate_dahl", integrate_dahl))
               if v})
    return _friction(law, preset, kw.pop("points", None), bool(vs_displacement), **kw)


@_public
def stickslip(integrator=None, law=None, preset=None, *, max_seconds=None, mass=None,
              stiffness=None, belt_speed=None, dt=None, duration=None, rel_tol=None,
              abs_tol=None, stick_velocity=None, fc=None, fs=None, vs=None, viscous=None,
              c1=None, c2=None, dahl_sigma=None, dahl_alpha=None, sigma0=None, sigma1=None,
              sigma2=None, karnopp=None, sign_eps=None, sign=None, max_steps=None):
    """The mass–spring–belt stick-slip oscillator (``tribolab-cli stickslip``).

    Parameters
    ----------
    integrator : {"rk4", "rkf45", "msbdf"}, optional
        The time integrator (default the library's or the preset's).
    law : str, optional
        The friction law, as in :func:`friction`.
    preset : str, os.PathLike or Preset, optional
        Start from a preset's ``[stickslip]`` case.
    max_seconds : float, optional
        Stop a run that takes longer than this many seconds (Error).
    mass : float, optional
        The mass [kg].
    stiffness : float, optional
        The spring [N/m].
    belt_speed : float, optional
        The belt's speed [m/s].
    dt : float, optional
        rk4's step, the others' output interval [s].
    duration : float, optional
        The run's length [s].
    rel_tol, abs_tol : float, optional
        The adaptive integrators' tolerances.
    stick_velocity : float, optional
        Below this relative speed [m/s] a sample counts as stuck.
    fc, fs, vs, viscous, c1, c2, dahl_sigma, dahl_alpha, sigma0, sigma1, sigma2, karnopp, sign_eps : float, optional
        The friction law's coefficients, as in :func:`friction`.
    sign : {"exact", "tanh", "sqrt"}, optional
        How the law takes sgn v, as in :func:`friction`.
    max_steps : int, optional
        The integrator's steps allowed before a stiff run stops with Error
        (``--max-steps``; by default the library's cap, as there).

    Returns
    -------
    dict
        Arrays ``t`` [s], ``x`` [m], ``v`` [m/s], ``force`` (friction) [N],
        ``spring`` [N], ``phase`` (1 stick, 2 slip) and ``summary``, what
        ``tribolab-cli stickslip --summary`` prints: ``period`` [s],
        ``cycles``, ``slip_onsets``, ``stick_onsets``, ``first_slip`` [s],
        ``peak_spring_force`` (also ``peak_spring``), ``peak_friction`` [N],
        ``stick_fraction`` [-], ``stick_time``, ``t`` [s], ``steps``,
        ``failed_steps``, ``rhs_evals``, ``jac_evals``, ``error_steps``,
        ``stiffness`` [1/s], ``rk4_dt_limit``, ``rk4_dt_suggested`` [s].

    Raises
    ------
    Error
        A refused value, an unknown law or integrator, an array where one
        value is expected, a run over ``max_seconds``.
    KeyboardInterrupt
        Ctrl-C during the run stops it.

    Examples
    --------
    >>> import tribolab
    >>> s = tribolab.stickslip()
    >>> print(f"{s['summary']['slip_onsets']} slips, period {s['summary']['period']:.4f} s")
    2 slips, period 6.3627 s
    """
    kw = _given("stickslip", _keywords(locals(), "integrator", "law", "preset", "max_seconds"),
                counts=("max_steps",))
    return _stickslip(integrator, law, preset,
                      max_seconds=_max_seconds("stickslip", max_seconds), **kw)
