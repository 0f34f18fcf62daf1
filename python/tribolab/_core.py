"""The package's shared plumbing, which every view's module uses: the
library (ffi, lib), Error and the status check, Preset and load_preset, the
solve loop (a worker thread, Ctrl-C, max_seconds), keyword checks and
NumPy broadcasting, the public functions' wrapper (_public)."""
import difflib
import functools
import inspect
import math
import os
import sys
import threading
import time

import numpy as np

from ._tribo import ffi, lib


class Error(ValueError):
    """A parameter the library refuses, a file it cannot read, or a solve that failed.

    A ValueError, so that code that already catches bad values catches it too."""


# The package's folder: a frame whose code lies in any of its modules is the
# package's own, not its caller's.
_HERE = os.path.dirname(__file__)


def _caller_level():
    """The stacklevel of a warning issued by the function calling this one
    that names the first caller outside this package (however many wrappers
    lie between)."""
    frame, level = sys._getframe(1), 1
    while frame is not None and os.path.dirname(frame.f_code.co_filename) == _HERE:
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


def _creep_table(what, value):
    """table=: a loaded tribolab.table.Table, or the file of one, loaded (the
    caller keeps it alive while a study reads it)."""
    from tribolab import table as _table
    if isinstance(value, _table.Table):
        return value
    if not isinstance(value, (str, os.PathLike)):
        raise Error(f"{what}: table must be a table file or a loaded table (got {value!r})")
    return _table.load(value)


# The public functions (one module per view) each list their parameters by name
# (help() and editors show them), check that each is one value (or broadcasts,
# where said) and hand them to the view's implementation.

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
