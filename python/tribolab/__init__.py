"""TriboLab from Python: the solvers of libtribo, returning NumPy arrays.

Every function takes its parameters as keyword arguments in SI units
(m, N, Pa, s, rad; creepages dimensionless, spin in 1/m) and returns a dict
of NumPy arrays and numbers.  ``preset=`` (a path or a :class:`Preset` from
:func:`load_preset`) starts from a preset's case; keywords then override it,
as options do on ``tribolab-cli``.  Bad input raises :class:`Error` with the
library's own message.

>>> import tribolab
>>> round(tribolab.hertz(load=150e3)["a"] * 1e3, 3)   # semi-axis a [mm] of the thesis ellipse
9.799

Numbers broadcast in :func:`hertz` and :func:`steady`; a long call stops on
Ctrl-C (KeyboardInterrupt) and, with ``max_seconds=``, refuses to start
when the study's estimate of its cost is above the limit.
"""
import difflib
import functools
import inspect
import math
import os
import sys
import threading
import time
import warnings

import numpy as np

from ._tribo import ffi, lib

__version__ = ffi.string(lib.tl_version()).decode()
"""The version of the TriboLab library the package runs on (as ``tribolab-cli --version``)."""

__all__ = ["Error", "Preset", "load_preset", "hertz", "steady", "steady_curves", "transient",
           "friction", "stickslip", "rolling", "rolling_replay", "subsurface", "wheelrail",
           "wheelset", "wear"]


class Error(ValueError):
    """A parameter the library refuses, a file it cannot read, or a solve that failed.

    A ValueError, so that code that already catches bad values catches it too."""


def _caller_level():
    """The stacklevel of a warning issued by the function calling this one
    that names the first caller outside this package (however many wrappers
    lie between)."""
    frame, level = sys._getframe(1), 1
    while frame is not None and frame.f_code.co_filename == __file__:
        frame, level = frame.f_back, level + 1
    return level


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


# Below this estimate [s] an update runs in the calling thread: starting a
# worker costs more than a Ctrl-C could save.
_QUICK_SECONDS = 0.05


def _solve(update, *args, err, what, max_seconds=None, estimate=None):
    """Run a study's update(*args, ctl, err) and return its status.

    An update its study estimates below _QUICK_SECONDS runs directly.  Any
    other runs in a worker thread (cffi releases the GIL during the C
    call) while this thread waits in short slices, so that Ctrl-C reaches
    Python: on KeyboardInterrupt the study's cancel flag is set, the worker
    is waited for (the study stops within one slice of its work) and the
    KeyboardInterrupt goes on.  With max_seconds, a run that takes longer is
    stopped the same way and raises Error."""
    if estimate is not None and estimate < _QUICK_SECONDS and max_seconds is None:
        return update(*args, ffi.NULL, err)
    cancel = ffi.new("int *")
    ctl = ffi.new("TlStudyControl *")
    ctl.cancel = cancel
    box = {}

    def work():
        try:
            box["status"] = update(*args, ctl, err)
        except BaseException as e:  # handed to the caller below
            box["error"] = e

    worker = threading.Thread(target=work, name=f"tribolab-{what}", daemon=True)
    start = time.monotonic()
    worker.start()
    try:
        while worker.is_alive():
            worker.join(0.05)
            if (max_seconds is not None and worker.is_alive()
                    and time.monotonic() - start > max_seconds):
                _stop(worker, cancel)
                raise Error(f"{what}: stopped after {time.monotonic() - start:.3g} s "
                            f"(max_seconds={max_seconds:g})")
    except KeyboardInterrupt:
        _stop(worker, cancel)
        raise
    if "error" in box:
        raise box["error"]
    return box["status"]


def _stop(worker, cancel):
    """Ask a running update to stop and wait until it has (a second Ctrl-C
    cannot cut the wait short: the worker still uses the study)."""
    cancel[0] = 1
    while worker.is_alive():
        try:
            worker.join()
        except KeyboardInterrupt:
            pass


def _budget(what, estimate, max_seconds, *spec):
    """The study's estimate of a call [s] (the one tribolab-cli's
    --max-seconds uses); a call above max_seconds is refused before it starts."""
    work = ffi.new("TlStudyWork *")
    seconds = estimate(*spec, work)
    if max_seconds is not None and seconds > max_seconds:
        raise Error(f"{what}: this call would take about {seconds:.2g} s "
                    f"({ffi.string(work.what).decode('utf-8', 'replace')}), more than "
                    f"max_seconds={max_seconds:g}: use a coarser grid or a shorter run, "
                    "or raise max_seconds")
    return seconds


def _traction_map(g, t, mu=None, w=None, mu_case=None):
    """A solution per grid cell as my x mx arrays (row j, column i: the CLI's
    map rows in order when raveled): x, y [m] the cell centres, pn, tx, ty
    [Pa], state (0 outside, 1 stick, 2 slip) and, given mu_case, the local
    mu [-], slip speed w [m/s] and frictional power density power [W/m²]
    (the case's mu in contact and no slip speed, nan power, where the solver
    keeps no map of them)."""
    mx, my = g.mx, g.my
    cells = mx * my

    def doubles(ptr, n):
        return np.frombuffer(ffi.buffer(ptr, n * 8), dtype=float).copy()

    x, y = np.meshgrid(doubles(g.x, mx), doubles(g.y, my))
    state = np.frombuffer(ffi.buffer(t.state, cells), dtype=np.uint8).astype(int)
    out = {"x": x, "y": y, "pn": doubles(t.pn, cells), "tx": doubles(t.tx, cells),
           "ty": doubles(t.ty, cells), "state": state}
    if mu_case is not None:
        inside = np.where(state != 0, mu_case, 0.0)
        out["mu"] = doubles(mu, cells) if mu is not None and mu != ffi.NULL else inside
        resolved = w is not None and w != ffi.NULL
        out["w"] = doubles(w, cells) if resolved else np.zeros(cells)
        # the frictional power density |tau| w (docs/theory.md §12): nan in
        # the contact where the solver resolves no slip speed
        inside = state != 0
        q = np.hypot(out["tx"], out["ty"]) * out["w"] if resolved else np.full(cells, np.nan)
        out["power"] = np.where(inside, q, 0.0)
    return {k: v.reshape(my, mx) for k, v in out.items()}


def _whole(what, name, value):
    """A count (grid cells, points): a whole number, or Error."""
    try:
        f = float(value)
    except (TypeError, ValueError):
        raise Error(f"{what}: {name} must be a whole number (got {value!r})") from None
    if not (math.isfinite(f) and f == int(f)):
        raise Error(f"{what}: {name} must be a whole number (got {value!r})")
    return int(f)


def _grid(what, value):
    """grid=(mx, my) as two whole numbers, or Error."""
    if isinstance(value, (str, bytes)) or np.ndim(value) != 1 or len(value) != 2:
        raise Error(f"{what}: grid must be a pair (mx, my) of whole numbers (got {value!r})")
    return tuple(_whole(what, "grid", n) for n in value)


# The keywords that take a name (all others take numbers).
_TEXT_KEYS = {"bound", "wheel", "rail", "method", "side", "roll", "model", "polach_set",
              "slip_branch", "sign", "material", "rail_material", "variant", "motion"}


def _given(what, values, counts=(), broadcast=()):
    """The keywords given (not None).  Each is one value: an array is refused
    with an Error naming the keyword, except for the names in broadcast
    (returned as float arrays); counts must be whole numbers; grid a pair."""
    kw = {}
    for k, v in values.items():
        if v is None:
            continue
        if k == "grid":
            v = _grid(what, v)
        elif isinstance(v, (str, bytes)):
            if k not in _TEXT_KEYS:
                raise Error(f"{what}: {k} must be a number (got {v!r})")
        elif np.ndim(v) > 0:
            if k not in broadcast:
                raise Error(f"{what}: {k} takes one value per call (got an array of shape "
                            f"{np.shape(v)}); hertz and steady broadcast over arrays, "
                            "elsewhere loop over the values")
            try:
                v = np.asarray(v, dtype=float)
            except (TypeError, ValueError):
                raise Error(f"{what}: {k} must be numbers (got {v!r})") from None
            if v.size == 0:
                raise Error(f"{what}: {k} is an empty array")
        elif k in counts:
            v = _whole(what, k, v)
        kw[k] = v
    return kw


def _max_seconds(what, value):
    if value is None:
        return None
    if np.ndim(value) > 0:
        raise Error(f"{what}: max_seconds takes one value")
    try:
        v = float(value)
    except (TypeError, ValueError):
        raise Error(f"{what}: max_seconds must be a number of seconds (got {value!r})") from None
    if not (v > 0.0 and math.isfinite(v)):
        raise Error(f"{what}: max_seconds must be positive and finite (got {value!r})")
    return v


def _broadcast(what, solve, kw):
    """solve(kw) over the arrays in kw, broadcast together (NumPy's rules):
    each result becomes an array of the broadcast shape.  Without arrays,
    solve(kw) itself."""
    arrays = {k: v for k, v in kw.items() if isinstance(v, np.ndarray)}
    if not arrays:
        return solve(kw)
    try:
        shape = np.broadcast_shapes(*(a.shape for a in arrays.values()))
    except ValueError:
        raise Error(f"{what}: the arrays do not broadcast together ("
                    + ", ".join(f"{k} {a.shape}" for k, a in arrays.items()) + ")") from None
    arrays = {k: np.broadcast_to(a, shape) for k, a in arrays.items()}
    out = {}
    for index in np.ndindex(shape):
        one = dict(kw)
        one.update({k: float(a[index]) for k, a in arrays.items()})
        for k, v in solve(one).items():
            if k not in out:
                number = isinstance(v, (int, float, np.number))
                out[k] = np.empty(shape, dtype=float if number else object)
            out[k][index] = v
    return out


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
    """Read a preset file (the format of the window's Save Preset) once, to
    pass as ``preset=`` to any function.

    Parameters
    ----------
    path : str or os.PathLike
        The preset file.

    Returns
    -------
    Preset
        Its ``title``, ``description`` and ``view``; the case it holds.

    Raises
    ------
    Error
        A file that cannot be read or a value the library refuses (its
        message names the file, line and key).

    Examples
    --------
    >>> import os, tempfile, tribolab
    >>> with tempfile.TemporaryDirectory() as d:
    ...     path = os.path.join(d, "heavy.ini")
    ...     with open(path, "w") as f:
    ...         _ = f.write("[preset]\\ntitle=Heavy axle\\n[contact]\\nload_kn=250\\n")
    ...     heavy = tribolab.load_preset(path)
    >>> print(heavy.title, round(tribolab.hertz(preset=heavy)["normal_load"]))
    Heavy axle 250000
    """
    return Preset(path)


def _preset(preset):
    if preset is None or isinstance(preset, Preset):
        return preset
    return Preset(preset)


_CONTACT_FIELDS = ("mu", "speed", "cx", "cy", "spin", "mx", "my")
_AXES = ("semi_a", "semi_b", "ref_load")
_RADII = ("wheel_rx", "wheel_ry", "rail_rx", "rail_ry")
_CONTACT_KEYS = set(_CONTACT_FIELDS + _AXES + _RADII) | {
    "load", "grid", "bound", "youngs_modulus", "shear_modulus", "poisson", "material",
    "rail_material"}


def _set_given(struct, kw, fields):
    """Set each of the fields of a cffi struct that the keywords kw give, as floats."""
    for k in fields:
        if k in kw:
            setattr(struct, k, float(kw[k]))


def _materials(kw, wheel, rail):
    """The elastic keywords (youngs_modulus or shear_modulus, poisson) over the
    wheel's TlMaterial, which both bodies then take, as tribolab-cli's
    --e-gpa, --g-gpa and --nu."""
    if "youngs_modulus" in kw and "shear_modulus" in kw:
        raise Error("give either youngs_modulus or shear_modulus, not both")
    if not any(k in kw for k in ("youngs_modulus", "shear_modulus", "poisson")):
        return
    if "youngs_modulus" in kw:
        wheel.input, wheel.modulus = lib.TL_ELASTIC_YOUNG, float(kw["youngs_modulus"])
    if "shear_modulus" in kw:
        wheel.input, wheel.modulus = lib.TL_ELASTIC_SHEAR, float(kw["shear_modulus"])
    if "poisson" in kw:
        wheel.poisson = float(kw["poisson"])
    ffi.memmove(ffi.addressof(rail), ffi.addressof(wheel), ffi.sizeof("TlMaterial"))


def _named_materials(kw, h):
    """material= (both bodies) and rail_material= (the rail) of TlHertzParams h
    by the library's names, as --material and --rail-material."""
    err = _new_err()
    for k, bodies in (("material", ("wheel", "rail")), ("rail_material", ("rail",))):
        if k in kw:
            m = ffi.new("TlMaterial *")
            if not isinstance(kw[k], str):
                raise Error(f"{k} must be a material's name (got {kw[k]!r})")
            _check(lib.tl_material_lookup(kw[k].encode(), m, err), err)
            for body in bodies:
                setattr(h, body, m[0])


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
    _named_materials(kw, h)
    _materials(kw, h.wheel, h.rail)
    if "load" in kw:
        h.normal_load = float(kw["load"])
    if any(k in kw for k in _RADII):
        h.geometry = lib.TL_GEOMETRY_RADII
        _set_given(h, kw, _RADII)
    else:
        _set_given(h, kw, ("semi_a", "semi_b"))
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


def _hertz(preset=None, map=False, **kw):
    """hertz() after its keywords are checked: see its docstring."""
    _unknown(kw, _CONTACT_KEYS, "hertz")
    study, err = ffi.new("TlStudyHertz *"), _new_err()
    lib.tl_study_hertz_init(study)
    try:
        _check(lib.tl_study_hertz_update(study, _contact(_preset(preset), kw), ffi.NULL, err), err)
        h, k = study.basics.hertz, study.basics.kalker
        out = {"a": h.a, "b": h.b, "p0": h.p0, "mean_pressure": h.mean_pressure,
               "approach": h.approach, "ratio": h.ratio, "normal_load": h.normal_load,
               "c11": k.c11, "c22": k.c22, "c23": k.c23, "c33": k.c33,
               "shear_modulus": h.material.shear_modulus, "e_star": h.material.e_star,
               "poisson": h.material.poisson, "kd": h.material.kd,
               # tribolab-cli hertz's g_gpa and nu, under its names
               "g": h.material.shear_modulus, "nu": h.material.poisson}
        if map:
            out["map"] = _pressure_map(study.grid, study.pressure)
        return out
    finally:
        lib.tl_study_hertz_clear(study)


def _pressure_map(g, pressure):
    """The Hertz pressure per cell of grid g as my x mx arrays (row j, column
    i): x, y [m] the cell centres, pn [Pa] and active (inside the ellipse:
    the cells tribolab-cli hertz --map prints, in the order of ravel())."""
    mx, my = g.mx, g.my
    x = np.frombuffer(ffi.buffer(g.x, mx * 8), dtype=float).copy()
    y = np.frombuffer(ffi.buffer(g.y, my * 8), dtype=float).copy()
    xx, yy = np.meshgrid(x, y)
    pn = np.frombuffer(ffi.buffer(pressure, mx * my * 8), dtype=float).reshape(my, mx).copy()
    active = np.frombuffer(ffi.buffer(g.active, mx * my), dtype=np.uint8).reshape(my, mx)
    return {"x": xx, "y": yy, "pn": pn, "active": active.astype(bool)}



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


def _slip_law(pre, friction_law, p, kw, what="steady"):
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
            raise Error(f"{what}: the friction-law keywords ({', '.join(sorted(given))}) need "
                        "friction_law (exp, rational, linear, stribeck or polach)")
        if given:
            raise Error(f"{what}: friction_law 'coulomb' takes mu only")
        f.mu = p.mu
        return f, friction_law is not None
    if "mu" in kw:
        raise Error(f"{what}: mu is the Coulomb coefficient: with {source} '{name}' give the "
                    "law's own levels (mu_static, mu_kinetic, polach_mu0), or "
                    "friction_law='coulomb'")
    family = ("polach" if f.kind == lib.TL_SLIP_LAW_POLACH
              else "stribeck" if f.kind == lib.TL_SLIP_LAW_STRIBECK else "falling")
    foreign = sorted(set(given) - _LAW_OWN[family] - _LAW_COMMON)
    if foreign:
        raise Error(f"{what}: the {name} law takes no {', '.join(foreign)} (its keywords: "
                    f"{', '.join(sorted(_LAW_OWN[family] | _LAW_COMMON))})")
    v = {k: float(x) for k, x in given.items() if k in _LAW_FLOATS}
    # each level and speed by its own name, before the law's derived checks
    # (tribolab-cli's option parser refuses a non-finite number the same way)
    for k, x in v.items():
        if not math.isfinite(x):
            raise Error(f"{what}: {k} must be a finite number (got {x})")
        zero_ok = _LAW_FLOATS[k][1]
        if k != "stribeck_delta" and not (x >= 0.0 if zero_ok else x > 0.0):
            raise Error(f"{what}: {k} must be {'zero or positive' if zero_ok else 'positive'} "
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
            raise Error(f"{what}: Polach's parameters: "
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
            raise Error(f"{what}: mu_static ({mu_s:g}) must be at least mu_kinetic + dmu2 "
                        f"({f.mu_kinetic + f.dmu2:g})")
    if lib.tl_slip_friction_validate(f, err) != 0:
        raise Error(f"{what}: friction law {name}: "
                    + ffi.string(err.message).decode("utf-8", "replace"))
    return f, True


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


# The wear figures of tribolab-cli transient --summary at the last row, by
# their SI names (the CLI's keys without their unit suffix).
_TRANSIENT_WEAR_KEYS = ("frictional_power", "frictional_power_macro", "t_gamma",
                        "wear_rate_archard", "wear_rate_usfd", "wear_regime", "fatigue_index")

# The wear and fatigue laws' keywords of steady() [SI], docs/theory.md §12.
_WEAR_KEYS = {"archard_k", "hardness", "shear_yield"}


def _wear_params(kw):
    """The wear laws with the keywords given (archard_k [-], hardness and
    shear_yield [Pa]) in place of the defaults; the study validates them."""
    wp = ffi.new("TlWearParams *", lib.tl_wear_params_default())
    if "archard_k" in kw:
        wp.archard.k = float(kw["archard_k"])
    if "hardness" in kw:
        wp.archard.hardness = float(kw["hardness"])
    if "shear_yield" in kw:
        wp.shakedown.shear_yield = float(kw["shear_yield"])
    return wp


def _wear_figures(w):
    """A TlWearResult as the package gives the figures of docs/theory.md §12:
    the keys of tribolab-cli (steady --summary, transient --summary,
    wheelrail --roll-patch) without their unit suffix, in SI units."""
    return {
        "frictional_power": w.power, "frictional_power_macro": w.power_macro,  # W
        "t_gamma": w.t_gamma, "t_gamma_per_area": w.t_gamma_per_area * 1e6,  # N, Pa
        "contact_area": w.area,  # m²
        "wear_rate_archard": w.archard_volume,  # m³ per metre rolled
        "wear_depth_rate_archard_max": w.archard_depth_max,  # m/s
        "wear_rate_usfd": w.usfd_rate * 1e-3,  # µg/(m·mm²) → kg/(m·m²)
        "wear_regime": ffi.string(lib.tl_wear_regime_name(w.regime)).decode(),
        "wear_depth_usfd": w.usfd_depth,  # m per metre rolled
        "burstow_damage": w.burstow, "utilised_friction": w.utilised_friction,
        "fatigue_index": w.fatigue_index,
    }


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


def _steady_curves(models=("linear", "fastsim", "shen"), preset=None, points=121, cx_max=None,
                  exact_points=21, variant="fixed", max_seconds=None, table=None,
                  table_interp=None, **kw):
    """steady_curves() after its keywords are checked: see its docstring."""
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
            "exact": lib.TL_STUDY_STEADY_EXACT, "table": lib.TL_STUDY_STEADY_TABLE}
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


_WAVE_KEYS = ("value", "before", "after", "t_step", "mean", "amplitude", "freq")


def _creep_table(what, value):
    """table=: a loaded tribolab.table.Table, or the file of one, loaded (the
    caller keeps it alive while a study reads it)."""
    from tribolab import table as _table
    if isinstance(value, _table.Table):
        return value
    if not isinstance(value, (str, os.PathLike)):
        raise Error(f"{what}: table must be a table file or a loaded table (got {value!r})")
    return _table.load(value)


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


_ROLLING_FIELDS = ("radius_i", "radius_j", "density", "omega0", "normal_load", "overlap", "dt",
                   "duration")
_ROLLING_MODEL = ("k_roll", "gamma_roll", "mu_roll")
# the normal force's keywords: the model each belongs to, and its field
_ROLLING_NORMAL = {"normal_load": ("constant", "normal_load"),
                   "kn": ("hooke", "hooke_stiffness"), "estar": ("hertz", "hertz_modulus"),
                   "overlap": (("hooke", "hertz"), "overlap")}


def _rolling(preset=None, max_seconds=None, wall=False, normal=None, **kw):
    """rolling() after its keywords are checked: see its docstring."""
    _unknown(kw, _ROLLING_FIELDS + _ROLLING_MODEL + ("kn", "estar"), "rolling")
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
            owners = owners if isinstance(owners, tuple) else (owners,)
            if model not in owners:
                raise Error(f"rolling: {k} applies to normal {' or '.join(owners)} only")
            setattr(p, field, float(kw[k]))
    _set_given(p, kw, tuple(k for k in _ROLLING_FIELDS if k not in _ROLLING_NORMAL))
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


def _subsurface(preset=None, source=None, body=None, measure=None, plane="xz", at=0.0,
                line=None, depth_max=None, points=None, max_seconds=None, shear_yield=None,
                **kw):
    """subsurface() after its keywords are checked: see its docstring."""
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
    if shear_yield is not None:
        spec.view.shear_yield = float(shear_yield)  # the core's range check refuses a bad one
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
    cost = _budget("subsurface", lib.tl_study_subsurface_estimate, max_seconds, spec)
    study, err = ffi.new("TlStudySubsurface *"), _new_err()
    lib.tl_study_subsurface_init(study)
    try:
        _check(_solve(lib.tl_study_subsurface_update, study, spec, err=err, what="subsurface",
                      max_seconds=max_seconds, estimate=cost), err)
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
               "max": m.value, "z_at_max_measure": m.d,
               "shear_yield": spec.view.shear_yield, "load_factor": study.load_factor,
               "utilised_friction": study.utilised_friction,
               "fatigue_index": study.fatigue_index}
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


# ---- the public functions ------------------------------------------------------------------
# Each lists its parameters by name (help() and editors show them), checks that
# each is one value (or broadcasts, where said) and hands them to the
# implementation above.

_CONTACT_NUMBERS = ("load", "semi_a", "semi_b", "ref_load", "wheel_rx", "wheel_ry", "rail_rx",
                    "rail_ry", "youngs_modulus", "shear_modulus", "poisson", "mu", "speed", "cx",
                    "cy", "spin")


def _public(fn):
    """fn with its arguments checked first: a misspelt or unknown keyword
    raises Error (a ValueError, as any bad input) naming it and the nearest
    known one.  help() and editors still show fn's own signature."""
    sig = inspect.signature(fn)

    @functools.wraps(fn)
    def call(*args, **kwargs):
        try:
            sig.bind(*args, **kwargs)
        except TypeError as e:
            unknown = sorted(set(kwargs) - set(sig.parameters))
            if not unknown:
                raise Error(f"{fn.__name__}: {e}") from None
            hints = [f"{k} (did you mean {close[0]}?)" if close else k
                     for k in unknown
                     for close in [difflib.get_close_matches(k, sig.parameters, n=1)]]
            raise Error(f"{fn.__name__}: unknown parameter(s) {', '.join(hints)}") from None
        return fn(*args, **kwargs)
    return call


def _keywords(values, *positional):
    """A function's locals() without its named non-keyword parameters."""
    return {k: v for k, v in values.items() if k not in positional}


@_public
def hertz(preset=None, *, load=None, semi_a=None, semi_b=None, ref_load=None, wheel_rx=None,
          wheel_ry=None, rail_rx=None, rail_ry=None, youngs_modulus=None, shear_modulus=None,
          poisson=None, mu=None, speed=None, cx=None, cy=None, spin=None, grid=None, mx=None,
          my=None, bound=None, material=None, rail_material=None, map=False):
    """Hertz contact and Kalker's coefficients of a case (``tribolab-cli hertz``).

    Every number may be a NumPy array: the arrays broadcast together and each
    result is an array of their shape.

    Parameters
    ----------
    preset : str, os.PathLike or Preset, optional
        Start from a preset's ``[contact]`` (the keywords then override it).
    load : float or array_like, optional
        Normal load F_N [N] (default 100 kN or the preset's).
    semi_a, semi_b : float or array_like, optional
        Semi-axes of the contact ellipse [m] at ``ref_load``.
    ref_load : float or array_like, optional
        The load [N] at which ``semi_a``, ``semi_b`` hold (default 100 kN or
        the preset's); at another load both scale by (load/ref_load)^(1/3).
        ``ref_load=load`` keeps them fixed.
    wheel_rx, wheel_ry, rail_rx, rail_ry : float or array_like, optional
        Principal radii of the bodies [m] (``math.inf`` for a flat one),
        instead of the semi-axes.
    youngs_modulus, shear_modulus : float or array_like, optional
        Elastic modulus of both bodies [Pa] (give one of them).
    poisson : float or array_like, optional
        Poisson's ratio of both bodies [-].
    material, rail_material : str, optional
        A named material ("thesis-steel", "steel", "cast-iron", …) of both
        bodies, and of the rail alone (``--material``, ``--rail-material``);
        the elastic keywords then change the wheel's, which both take.
    mu, speed, cx, cy, spin, grid, mx, my, bound : optional
        The rest of the contact case (friction coefficient, speed [m/s],
        creepages [-], spin [1/m], grid cells, traction bound): checked as
        :func:`steady` checks them; they do not change Hertz's results
        (the grid sets the cells of ``map``).
    map : bool
        Also return ``"map"``, the pressure per cell of the grid (``--map``;
        one case: not with arrays).

    Returns
    -------
    dict
        ``a``, ``b`` [m] semi-axes; ``p0``, ``mean_pressure`` [Pa];
        ``approach`` [m]; ``ratio`` [-] (b/a); ``normal_load`` [N];
        ``c11``, ``c22``, ``c23``, ``c33`` [-] Kalker's coefficients;
        ``shear_modulus`` (also ``g``), ``e_star`` [Pa], ``poisson`` (also
        ``nu``), ``kd`` [-] of the combined material.  Floats, or arrays
        when an input is one.  With ``map=True`` also ``"map"``: my × mx
        arrays ``x``, ``y`` [m] (cell centres), ``pn`` [Pa] and ``active``
        (inside the ellipse: ``m["pn"][m["active"]]`` are the rows of
        ``tribolab-cli hertz --map``).

    Raises
    ------
    Error
        A value the library refuses (its message), an array where one value
        is expected, a non-whole grid, arrays that do not broadcast.

    Examples
    --------
    >>> import tribolab
    >>> h = tribolab.hertz(load=150e3)   # the thesis ellipse, scaled from 100 kN
    >>> print(f"a = {h['a'] * 1e3:.3f} mm, p0 = {h['p0'] / 1e6:.0f} MPa")
    a = 9.799 mm, p0 = 1565 MPa
    >>> import numpy as np
    >>> h = tribolab.hertz(load=np.array([50e3, 100e3, 200e3]))
    >>> print(np.round(h["a"] * 1e3, 3))
    [ 6.794  8.56  10.785]
    >>> print(np.round(h["a"] / h["a"][1], 4), np.round(np.cbrt([0.5, 1.0, 2.0]), 4))
    [0.7937 1.     1.2599] [0.7937 1.     1.2599]
    """
    kw = _given("hertz", _keywords(locals(), "preset", "map"), counts=("mx", "my"),
                broadcast=_CONTACT_NUMBERS)
    preset = _preset(preset)  # read once, not once per element
    if map and any(isinstance(v, np.ndarray) for v in kw.values()):
        raise Error("hertz: map=True takes one case: broadcasting over arrays gives no map")
    return _broadcast("hertz", lambda one: _hertz(preset, bool(map), **one), kw)


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
def steady_curves(models=("linear", "fastsim", "shen"), preset=None, points=121, cx_max=None,
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
    models : str or sequence of {"linear", "fastsim", "shen", "polach", "exact", "table"}
        The curves to compute ("exact": a steady solve per sample; "table":
        a creep-force table read at each sample).
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


@_public
def subsurface(preset=None, source=None, body=None, measure=None, plane="xz", at=0.0, line=None,
               depth_max=None, points=None, *, max_seconds=None, shear_yield=None, load=None,
               semi_a=None,
               semi_b=None, ref_load=None, wheel_rx=None, wheel_ry=None, rail_rx=None,
               rail_ry=None, youngs_modulus=None, shear_modulus=None, poisson=None, mu=None,
               speed=None, cx=None, cy=None, spin=None, grid=None, mx=None, my=None, bound=None,
               material=None, rail_material=None):
    """The stresses below the surface under the contact's tractions
    (``tribolab-cli subsurface``): the rail (or the wheel) as an elastic
    half-space, on an x–z or y–z section or a vertical line.

    Parameters
    ----------
    preset : str, os.PathLike or Preset, optional
        Start from a preset's case and ``[subsurface]`` view.
    source : {"hertz", "slide", "fastsim", "exact"}, optional
        The surface tractions: frictionless (default), full sliding
        (τ = μp), FASTSIM's or the exact theory's.
    body : {"rail", "wheel"}, optional
        The body below the surface.
    measure : {"von-mises", "tresca", "sxd"}, optional
        The measure whose maximum ``max`` reports.
    plane : {"xz", "yz"}
        The section's plane, at y (or x) = ``at`` [m].
    at : float
        The section's position [m].
    line : (float, float), optional
        (x, y) [m] of a vertical line instead of a plane.
    depth_max : float, optional
        The section's depth [m] (default 2 min(a, b)).
    points : (int, int) or int, optional
        (n_along, n_depth) for a plane, n_depth for a line.  Positions snap
        to the lattice of cell centres.
    max_seconds : float, optional
        Refuse (Error) before starting a call whose estimated cost exceeds
        this many seconds, and stop one that runs longer.
    shear_yield : float, optional
        The yield stress in shear k [Pa] of the shakedown limit (default
        the preset's, else 300 MPa, illustrative), as in :func:`steady`.
    load, semi_a, semi_b, ref_load, wheel_rx, wheel_ry, rail_rx, rail_ry, youngs_modulus, shear_modulus, poisson, mu, speed, cx, cy, spin, grid, mx, my, bound, material, rail_material : optional
        The contact case, as in :func:`steady` (cx, cy, spin and mu drive
        the fastsim, exact and slide sources).

    Returns
    -------
    dict
        ``source``, ``body``, ``section``, ``measure`` (names); ``at`` [m]
        (and ``line_x`` [m] for a line); ``p0`` [Pa]; the refined maxima:
        ``max_von_mises`` [Pa] at ``x_at_max``, ``y_at_max``, ``z_at_max``
        [m] (``max_at_surface`` 0/1), ``max_tresca`` [Pa] at
        ``z_at_max_tresca`` [m], ``max_shear`` [Pa], ``max_sxz`` [Pa] at
        ``x_at_max_sxz``, ``z_at_max_sxz`` [m], ``max`` [Pa] at
        ``z_at_max_measure`` [m]; the section: ``x``, ``y`` [m] per column,
        ``z`` [m] per row and n_depth × n_along maps ``sxx``, ``syy``,
        ``szz``, ``sxy``, ``sxz``, ``syz``, ``von_mises``, ``tresca``,
        ``s1``, ``s3`` [Pa].

    Raises
    ------
    Error
        A refused value or name, an array where one value is expected, a
        non-whole count, a call over ``max_seconds``.
    KeyboardInterrupt
        Ctrl-C during the computation stops it.

    Examples
    --------
    >>> import tribolab
    >>> s = tribolab.subsurface(points=(21, 21))
    >>> print(f"{s['max_von_mises'] / s['p0']:.3f} p0 at z = {s['z_at_max'] * 1e3:.2f} mm")
    0.618 p0 at z = 2.53 mm
    """
    kw = _given("subsurface", _keywords(locals(), "preset", "source", "body", "measure",
                                        "plane", "at", "line", "depth_max", "points",
                                        "max_seconds"), counts=("mx", "my"))
    shear_yield = kw.pop("shear_yield", None)
    at = _given("subsurface", {"at": at})["at"]
    if line is not None:
        if isinstance(line, (str, bytes)) or np.ndim(line) != 1 or len(line) != 2:
            raise Error(f"subsurface: line must be a pair (x, y) in m (got {line!r})")
    if points is not None:
        if line is not None:
            points = _whole("subsurface", "points", points)
        else:
            if isinstance(points, (str, bytes)) or np.ndim(points) != 1 or len(points) != 2:
                raise Error("subsurface: points must be a pair (n_along, n_depth) of whole "
                            f"numbers (got {points!r})")
            points = tuple(_whole("subsurface", "points", n) for n in points)
    return _subsurface(preset, source, body, measure, plane, at, line, depth_max, points,
                       max_seconds=_max_seconds("subsurface", max_seconds),
                       shear_yield=shear_yield, **kw)


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


def _number(what, name, value):
    """One finite number, or Error naming the keyword."""
    if isinstance(value, (str, bytes)) or np.ndim(value) > 0:
        raise Error(f"{what}: {name} must be one number (got {value!r})")
    try:
        v = float(value)
    except (TypeError, ValueError):
        raise Error(f"{what}: {name} must be a number (got {value!r})") from None
    if not math.isfinite(v):
        raise Error(f"{what}: {name} must be finite (got {value!r})")
    return v


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
