"""The two-sphere rolling-resistance model: rolling() (a run in time) and
rolling_replay() (the model driven by recorded kinematics)."""
import math
import time

import numpy as np

from ._tribo import ffi, lib
from ._core import (Error, _budget, _check, _given, _keywords, _max_seconds, _named, _new_err,
                    _preset, _public, _set_given, _struct_array, _unknown)


_ROLLING_FIELDS = ("radius_i", "radius_j", "density", "omega0", "dt", "duration")
_ROLLING_MODEL = ("k_roll", "gamma_roll", "mu_roll")
# the normal force's keywords: the models each belongs to, and its field
_ROLLING_NORMAL = {"normal_load": (("constant",), "normal_load"),
                   "kn": (("hooke",), "hooke_stiffness"), "estar": (("hertz",), "hertz_modulus"),
                   "overlap": (("hooke", "hertz"), "overlap")}


def _rolling(preset=None, max_seconds=None, wall=False, normal=None, **kw):
    """rolling() after its keywords are checked: see its docstring."""
    _unknown(kw, _ROLLING_FIELDS + _ROLLING_MODEL + tuple(_ROLLING_NORMAL), "rolling")
    pre = _preset(preset)
    p = ffi.new("TlRollingDemoParams *",
                pre._c.rolling if pre else lib.tl_rolling_demo_params_default())
    if normal is not None:
        if not isinstance(normal, str):
            raise Error(f"rolling: normal must be a name (got {normal!r})")
        p.normal_model = _named(lib.tl_rolling_normal_model_from_name, normal,
                                "TlRollingNormalModel")
    # a keyword the chosen normal model ignores is a mistake worth saying, as
    # tribolab-cli rolling says it
    model = ffi.string(lib.tl_rolling_normal_model_name(p.normal_model)).decode()
    for k, (owners, field) in _ROLLING_NORMAL.items():
        if k in kw:
            if model not in owners:
                raise Error(f"rolling: {k} applies to normal {' or '.join(owners)} only")
            setattr(p, field, float(kw[k]))
    _set_given(p, kw, _ROLLING_FIELDS)
    _set_given(p.model, kw, _ROLLING_MODEL)
    # the partner as tribolab-cli rolling's --rj-m and --wall take it: an infinite
    # radius_j is the wall, a finite one a sphere (also over a preset's wall)
    flat = "radius_j" in kw and math.isinf(float(kw["radius_j"]))
    if "radius_j" in kw:
        p.partner = lib.TL_ROLLING_PARTNER_WALL if flat else lib.TL_ROLLING_PARTNER_SPHERE
    if wall:
        if "radius_j" in kw and not flat:
            raise Error("rolling: give either wall=True or a finite radius_j, not both")
        p.partner = lib.TL_ROLLING_PARTNER_WALL
    study, err = ffi.new("TlStudyRolling *"), _new_err()
    lib.tl_study_rolling_init(study)
    try:
        # the study at t = 0, then every step's sample, as tribolab-cli rolling steps it
        _budget("rolling", lib.tl_study_rolling_estimate, max_seconds, p)
        _check(lib.tl_study_rolling_setup(study, p, err), err)
        n = study.pred.n_steps + 1
        samples = ffi.new("TlRollingDemoSample[]", n)
        samples[0] = study.demo.now
        # in slices, so that Ctrl-C (KeyboardInterrupt) and max_seconds act between them
        start, done = time.monotonic(), 1
        while done < n:
            k = min(n - done, 20000)
            lib.tl_study_rolling_advance(study, k, samples + done)
            done += k
            if max_seconds is not None and time.monotonic() - start > max_seconds and done < n:
                raise Error(f"rolling: stopped after {time.monotonic() - start:.3g} s at "
                            f"{100.0 * done / n:.0f} % (max_seconds={max_seconds:g})")
        return _struct_array(samples, n, "TlRollingDemoSample",
                             [(k, k) for k in ("t", "omega", "angle", "torque", "xi", "state")])
    finally:
        lib.tl_study_rolling_clear(study)


_REPLAY_FIELDS = ("radius_i", "radius_j", "dt")


def _rolling_replay(path, preset=None, **kw):
    """rolling_replay() after its keywords are checked: see its docstring."""
    _unknown(kw, _REPLAY_FIELDS + _ROLLING_MODEL, "rolling_replay")
    pre = _preset(preset)
    d = pre._c.rolling if pre else lib.tl_rolling_demo_params_default()
    model = ffi.new("TlRollingParams *", d.model)
    _set_given(model, kw, _ROLLING_MODEL)
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


@_public
def rolling(preset=None, *, max_seconds=None, radius_i=None, radius_j=None, density=None,
            omega0=None, normal=None, normal_load=None, kn=None, estar=None, overlap=None,
            dt=None, duration=None, k_roll=None, gamma_roll=None, mu_roll=None, wall=False):
    """The two-sphere rolling-resistance demo (``tribolab-cli rolling``): the
    rolling spring–dashpot–slider, one sample per step from t = 0.

    Parameters
    ----------
    preset : str, os.PathLike or Preset, optional
        Start from a preset's ``[rolling]`` case.
    max_seconds : float, optional
        Refuse (Error) before starting a run whose estimated cost exceeds
        this many seconds, and stop one that runs longer.
    radius_i, radius_j : float, optional
        The spheres' radii [m] (``radius_j`` = inf: a flat wall).
    wall : bool
        Sphere i on a fixed flat wall instead of sphere j (``--wall``).
    density : float, optional
        Their density [kg/m³].
    omega0 : float, optional
        The initial spin [rad/s].
    normal : {"constant", "hooke", "hertz"}, optional
        How the normal force is made (default constant): ``normal_load``, the
        spring ``kn`` times the overlap, or Hertz's (4/3) E* √R_eff δ^(3/2).
    normal_load : float, optional
        The normal force [N] (normal constant).
    kn : float, optional
        The normal spring [N/m] (normal hooke).
    estar : float, optional
        The contact modulus E* [Pa] (normal hertz).
    overlap : float, optional
        The spheres' overlap δ [m] (normal hooke or hertz).
    dt, duration : float, optional
        The step and the run's length [s].
    k_roll : float, optional
        The rolling spring [N/m].
    gamma_roll : float, optional
        The rolling dashpot [N·s/m].
    mu_roll : float, optional
        The rolling friction coefficient [-].

    Returns
    -------
    dict
        Arrays ``t`` [s], ``omega`` [rad/s], ``angle`` [rad], ``torque``
        [N·m], ``xi`` [m] and ``state`` (1 stick, 2 slip).

    Raises
    ------
    Error
        A refused value, an array where one value is expected, a run over
        ``max_seconds``.
    KeyboardInterrupt
        Ctrl-C during the run stops it.

    Examples
    --------
    >>> import tribolab
    >>> r = tribolab.rolling()
    >>> print(len(r["t"]), f"{r['omega'][0]:.3g} rad/s -> {r['omega'][-1]:.3g} rad/s")
    6001 50 rad/s -> -0.162 rad/s
    """
    kw = _given("rolling", _keywords(locals(), "preset", "max_seconds", "wall", "normal"))
    return _rolling(preset, max_seconds=_max_seconds("rolling", max_seconds), wall=bool(wall),
                    normal=normal, **kw)


@_public
def rolling_replay(path, preset=None, *, radius_i=None, radius_j=None, dt=None, k_roll=None,
                   gamma_roll=None, mu_roll=None):
    """The rolling model driven by recorded kinematics (``tribolab-cli rolling --replay``).

    Parameters
    ----------
    path : str or os.PathLike
        A CSV with the columns t,nx,ny,nz,wix,wiy,wiz,wjx,wjy,wjz,fn0 (s,
        unit normal from j to i, rad/s, N).
    preset : str, os.PathLike or Preset, optional
        The model and radii of a preset's ``[rolling]`` (a wall partner:
        ``radius_j`` = inf).
    radius_i, radius_j : float, optional
        The radii [m].
    dt : float, optional
        The step [s] (default: from the t column).
    k_roll, gamma_roll, mu_roll : float, optional
        The model: spring [N/m], dashpot [N·s/m], friction [-].

    Returns
    -------
    dict
        Arrays ``t`` [s], ``force`` (the rolling pseudo-force) [N],
        ``torque_i``, ``torque_j`` [N·m], the vectors as n × 3 arrays.

    Raises
    ------
    Error
        A file that cannot be read, a refused value.

    Examples
    --------
    >>> import os, tempfile, tribolab
    >>> rows = ["t,nx,ny,nz,wix,wiy,wiz,wjx,wjy,wjz,fn0"]
    >>> rows += [f"{k * 1e-3},0,0,1,1,0,0,0,0,0,10" for k in range(5)]
    >>> with tempfile.TemporaryDirectory() as d:
    ...     path = os.path.join(d, "kinematics.csv")
    ...     with open(path, "w") as f:
    ...         _ = f.write("\\n".join(rows) + "\\n")
    ...     r = tribolab.rolling_replay(path, radius_i=0.01)
    >>> print(r["torque_i"].shape)
    (5, 3)
    """
    kw = _given("rolling_replay", _keywords(locals(), "path", "preset"))
    return _rolling_replay(path, preset, **kw)
