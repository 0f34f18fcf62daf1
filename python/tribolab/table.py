"""Creep-force tables (docs/theory.md §14): build them on local processes or a
Dask cluster, read them, query them vectorised.

    from tribolab import table
    table.build("t.h5", ratio=(0.5, 2, 4), xi=(-4, 4, 17), eta=(-4, 4, 17), phi=(-4, 4, 17))
    t = table.load("t.h5")
    fx, fy, mz = t.query(ratio=1.2, nu=0.28, xi=np.linspace(-4, 4, 50), eta=0.1, phi=0)

A build works as `tribolab-cli table build` does and shares its working
directory: DIR/manifest.txt names the table and its chunks, DIR/chunk-NNNNNN.bin
holds a finished chunk (written under a temporary name and renamed).  Chunks
that have a file are never solved again, so a stopped build resumes; every
entry is solved from zero traction, so the table is the same bit for bit
whatever the order, the chunk size and the number of workers.  The file
itself is written with h5py in the layout the C library reads.

With scheduler="tcp://HOST:PORT" the chunks go to a running Dask scheduler
(python3-distributed): each task imports the compiled binding inside the
worker (cffi objects do not pickle) and returns its numbers to this process,
which writes the chunk files, so the workers need no shared disk.  Start the
workers with one thread each (`dask-worker --nthreads 1`): the solver is
single-threaded and one process per core scales best.

`python3 -m tribolab.table run DIR [--scheduler URL] [--workers N]` solves the
missing chunks of DIR (what `tribolab-cli table build --scheduler` runs).
"""
import argparse
import os
import struct
import sys
import tempfile
import time

import numpy as np

AXES = ("ratio", "nu", "xi", "eta", "phi")
FORMAT = "tribolab-creep-table"
FORMAT_VERSION = 2  # 2: the spin axis scaled by S, not |C23| (tribo/table.h)
MANIFEST = "tribolab-table-manifest 2"
_MAGIC = b"TLTC0001"


def _lib():
    # imported here, not at module level, so that a task unpickled on a Dask
    # worker loads the binding in its own process
    from tribolab._tribo import ffi, lib
    return ffi, lib


def _error(msg):
    import tribolab
    return tribolab.Error(msg)


def _check(status, err):
    ffi, _ = _lib()
    if status != 0:
        raise _error(ffi.string(err.message).decode("utf-8", "replace"))


# ---- the spec: plain data, so that it pickles to the workers --------------------

def spec(preset="default", model=None, grid=None, tol=None, **axes):
    """The table's axes and solver as a dict: preset "default" or "usetab",
    then any of ratio, nu, xi, eta, phi=(lo, hi, n), model "exact" or
    "fastsim", grid=(mx, my), tol.  Checked by the core."""
    ffi, lib = _lib()
    if preset not in ("default", "usetab"):
        raise _error(f"table: unknown preset {preset!r} (known: default, usetab)")
    s = lib.tl_table_spec_usetab() if preset == "usetab" else lib.tl_table_spec_default()
    d = {"n": list(s.n), "lo": list(s.lo), "hi": list(s.hi),
         "model": "fastsim" if s.model == lib.TL_TABLE_FASTSIM else "exact",
         "mx": s.mx, "my": s.my, "tol": s.tol}
    for name, value in axes.items():
        if name not in AXES:
            raise _error(f"table: unknown axis {name!r} (known: {', '.join(AXES)})")
        try:
            lo, hi, n = value
            lo, hi, n = float(lo), float(hi), int(n)
        except (TypeError, ValueError):
            raise _error(f"table: {name} must be (lo, hi, n)") from None
        k = AXES.index(name)
        d["lo"][k], d["hi"][k], d["n"][k] = lo, hi, n
    if model is not None:
        d["model"] = model
    if grid is not None:
        d["mx"], d["my"] = (int(grid), int(grid)) if np.isscalar(grid) else map(int, grid)
    if tol is not None:
        d["tol"] = float(tol)
    _c_spec(d)  # validates
    return d


def _c_spec(d):
    ffi, lib = _lib()
    s, err = ffi.new("TlTableSpec *"), ffi.new("TlError *")
    model = ffi.new("TlTableModel *")
    _check(lib.tl_table_model_from_name(str(d["model"]).encode(), model, err), err)
    for k in range(len(AXES)):
        s.n[k], s.lo[k], s.hi[k] = d["n"][k], d["lo"][k], d["hi"][k]
    s.model, s.mx, s.my, s.tol = model[0], d["mx"], d["my"], d["tol"]
    _check(lib.tl_table_spec_validate(s, err), err)
    return s


def count(d):
    return int(np.prod(d["n"], dtype=np.int64))


def axis_values(d, k):
    ffi, lib = _lib()
    s = _c_spec(d)
    return np.array([lib.tl_table_axis_value(s, k, i) for i in range(d["n"][k])])


# ---- manifest and chunk files (the format of core/h5/tribo-table-h5.c) -----------

def write_manifest(directory, d, chunk_size):
    os.makedirs(directory, exist_ok=True)
    n = count(d)
    lines = [MANIFEST, f"model = {d['model']}", f"mx = {d['mx']}", f"my = {d['my']}",
             f"tol = {d['tol']!r}"]
    lines += [f"{a} = {d['lo'][k]!r} {d['hi'][k]!r} {d['n'][k]}" for k, a in enumerate(AXES)]
    lines += [f"entries = {n}", f"chunk_size = {chunk_size}",
              f"chunks = {(n + chunk_size - 1) // chunk_size}"]
    _atomic_write(os.path.join(directory, "manifest.txt"), ("\n".join(lines) + "\n").encode())


def read_manifest(directory):
    """(spec dict, chunk_size, number of chunks) of a build directory."""
    path = os.path.join(directory, "manifest.txt")
    try:
        with open(path, encoding="ascii") as f:
            lines = f.read().splitlines()
    except OSError as e:
        raise _error(f"{path}: cannot read ({e.strerror})") from None
    if not lines or lines[0] != MANIFEST:
        raise _error(f"{path}: line 1 is not '{MANIFEST}'")
    kv = {}
    for i, line in enumerate(lines[1:], 2):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, eq, value = line.partition("=")
        if not eq:
            raise _error(f"{path}: line {i} is not a valid 'key = value'")
        kv[key.strip()] = value.strip()
    try:
        d = {"n": [], "lo": [], "hi": [], "model": kv["model"], "mx": int(kv["mx"]),
             "my": int(kv["my"]), "tol": float(kv["tol"])}
        for a in AXES:
            lo, hi, n = kv[a].split()
            d["lo"].append(float(lo))
            d["hi"].append(float(hi))
            d["n"].append(int(n))
        chunk_size, chunks = int(kv["chunk_size"]), int(kv["chunks"])
    except (KeyError, ValueError) as e:
        raise _error(f"{path}: a key is missing or malformed ({e})") from None
    _c_spec(d)
    if chunk_size < 1 or chunks != (count(d) + chunk_size - 1) // chunk_size:
        raise _error(f"{path}: chunk_size and chunks do not fit {count(d)} entries")
    return d, chunk_size, chunks


def chunk_path(directory, k):
    return os.path.join(directory, f"chunk-{k:06d}.bin")


def chunk_range(d, chunk_size, k):
    first = min(k * chunk_size, count(d))
    return first, min(chunk_size, count(d) - first)


def _atomic_write(path, data):
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path) or ".", prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _chunk_bytes(first, values, status):
    head = _MAGIC + struct.pack("<QQ", first, len(status))
    return head + values.astype("<f8").tobytes() + status.astype("i1").tobytes()


def _chunk_done(directory, d, chunk_size, k):
    first, n = chunk_range(d, chunk_size, k)
    try:
        with open(chunk_path(directory, k), "rb") as f:
            data = f.read()
    except OSError:
        return None
    if len(data) != 24 + 25 * n or data[:8] != _MAGIC or struct.unpack("<QQ", data[8:24]) != (first, n):
        return None
    values = np.frombuffer(data, "<f8", 3 * n, 24).reshape(n, 3)
    status = np.frombuffer(data, "i1", n, 24 + 24 * n)
    return values, status


# ---- solving a chunk: runs in any process, on any machine -----------------------

def solve_chunk(d, first, n):
    """Solve entries first … first+n−1 of the table d: (values n×3, status n).
    Imports the compiled binding here, in the worker's own process."""
    ffi, lib = _lib()
    err = ffi.new("TlError *")
    sv = lib.tl_table_solver_new(_c_spec(d), err)
    if sv == ffi.NULL:
        _check(1, err)
    try:
        values = np.empty((n, 3))
        status = np.empty(n, np.int8)
        _check(lib.tl_table_solver_run(sv, first, n, ffi.cast("double *", values.ctypes.data),
                                       ffi.cast("signed char *", status.ctypes.data), ffi.NULL,
                                       err), err)
    finally:
        lib.tl_table_solver_free(sv)
    return values, status


def solve_points(d, x):
    """Solve the table d's model directly at the points x (n × 5: ratio, nu,
    xi, eta, phi): the reference that interpolation is checked against."""
    ffi, lib = _lib()
    x = np.ascontiguousarray(np.atleast_2d(np.asarray(x, float)))
    if x.ndim != 2 or x.shape[1] != 5:
        raise _error("table: points must be n x 5 (ratio, nu, xi, eta, phi)")
    err = ffi.new("TlError *")
    sv = lib.tl_table_solver_new(_c_spec(d), err)
    if sv == ffi.NULL:
        _check(1, err)
    out = np.empty((x.shape[0], 3))
    try:
        for i in range(x.shape[0]):
            _check(lib.tl_table_solver_point(sv, ffi.cast("double *", x[i].ctypes.data),
                                             ffi.cast("double *", out[i].ctypes.data), err), err)
    finally:
        lib.tl_table_solver_free(sv)
    return out


def _solve_task(d, first, n, k):
    values, status = solve_chunk(d, first, n)
    return k, first, values, status


def _chunk_size_for(d, target_s=0.5, min_task_s=0.02):
    """Entries per chunk so that a task lasts about target_s (and well over
    10 ms, the per-task overhead of a Dask scheduler): from the time of a few
    entries solved here."""
    probe = min(count(d), 8)
    first = count(d) // 2 - probe // 2
    t0 = time.perf_counter()
    solve_chunk(d, first, probe)
    per_entry = max((time.perf_counter() - t0) / probe, 1e-7)
    size = int(max(target_s, min_task_s) / per_entry) + 1
    return max(1, min(size, count(d)))


def run(directory, scheduler=None, workers=None, progress=None):
    """Solve the chunks of `directory` that have no file yet, locally on
    `workers` processes (default: all cores) or through the Dask scheduler
    at `scheduler` ("tcp://HOST:PORT").  Returns the number of chunks solved."""
    d, chunk_size, chunks = read_manifest(directory)
    todo = [k for k in range(chunks) if _chunk_done(directory, d, chunk_size, k) is None]
    tasks = [(d,) + chunk_range(d, chunk_size, k) + (k,) for k in todo]

    def finish(k, first, values, status):
        _atomic_write(chunk_path(directory, k), _chunk_bytes(first, values, status))
        if progress:
            progress(k)

    if not tasks:
        return 0
    if scheduler:
        try:
            from distributed import Client, as_completed
        except ImportError:
            raise _error("table: scheduler= needs Dask distributed (python3-distributed)") from None
        if not str(scheduler).startswith("tcp://"):
            raise _error(f"table: scheduler must be tcp://HOST:PORT, not {scheduler!r}")
        with Client(scheduler) as client:
            threads = [w.get("nthreads", 1) for w in client.scheduler_info()["workers"].values()]
            if any(n > 1 for n in threads):
                import warnings
                warnings.warn("table: Dask workers with several threads run the serial solver "
                              "side by side in one process; start them with --nthreads 1 "
                              "(and --nworkers N)", stacklevel=2)
            # pure=False: a chunk is a unit of work to do, not a cached value
            futures = [client.submit(_solve_task, *t, pure=False, retries=3) for t in tasks]
            for fut in as_completed(futures):
                finish(*fut.result())
    elif (workers or os.cpu_count() or 1) <= 1 or len(tasks) == 1:
        for t in tasks:
            finish(*_solve_task(*t))
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor, as_completed
        ctx = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(workers or os.cpu_count(), mp_context=ctx) as pool:
            for fut in as_completed([pool.submit(_solve_task, *t) for t in tasks]):
                finish(*fut.result())
    return len(tasks)


def assemble(directory, path):
    """Put the chunks of `directory` together into the HDF5 table `path`."""
    import h5py
    ffi, lib = _lib()
    d, chunk_size, chunks = read_manifest(directory)
    n = count(d)
    values = np.empty((n, 3))
    status = np.empty(n, np.int8)
    for k in range(chunks):
        got = _chunk_done(directory, d, chunk_size, k)
        if got is None:
            raise _error(f"{chunk_path(directory, k)}: missing or not chunk {k} of this manifest")
        first, m = chunk_range(d, chunk_size, k)
        values[first:first + m], status[first:first + m] = got
    shape = tuple(d["n"])
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)), prefix=".tmp-",
                               suffix=".h5")
    os.close(fd)
    try:
        with h5py.File(tmp, "w") as f:
            text = {
                "format": FORMAT, "program": "tribolab",
                "program_version": ffi.string(lib.tl_version()).decode(), "model": d["model"],
                "outputs": "Fx/(mu N), Fy/(mu N), Mz/(mu N c)",
                "scaling": "c = sqrt(a b); xi = C11 G c^2 cx/(mu N), eta = C22 G c^2 cy/(mu N), "
                           "phi = S G c^3 spin/(mu N), S = ((C22 a/c)^4 + (C11 b/c)^4)^(1/4), "
                           "with Kalker's coefficients at (ratio, nu); ratio = a/b (axis even "
                           "in ln a/b); nu = Poisson's ratio",
                "status_codes": "0 solved, 1 solved by the fallback march, 2 failed"}
            for key, value in text.items():
                f.attrs[key] = np.bytes_(value)
            f.attrs["format_version"] = np.int32(FORMAT_VERSION)
            f.attrs["mx"], f.attrs["my"] = np.int32(d["mx"]), np.int32(d["my"])
            f.attrs["tol"] = np.float64(d["tol"])
            for k, a in enumerate(AXES):
                f[f"axes/{a}"] = axis_values(d, k)
            f["values"] = values.reshape(shape + (3,))
            f["status"] = status.reshape(shape)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return path


def build(path, preset="default", model=None, grid=None, tol=None, chunk_size=None,
          workers=None, scheduler=None, workdir=None, **axes):
    """Build the table `path` (HDF5): the axes as spec() takes them; chunks
    of chunk_size entries (default: about half a second each) solved on
    `workers` local processes or through the Dask scheduler `scheduler`;
    workdir (default path + ".parts") keeps the manifest and the chunk files,
    so calling build again after a stop resumes it.  Returns path."""
    d = spec(preset, model=model, grid=grid, tol=tol, **axes)
    workdir = workdir or str(path) + ".parts"
    if os.path.exists(os.path.join(workdir, "manifest.txt")):
        old, old_size, _ = read_manifest(workdir)
        same = all(np.array_equal(old[key], d[key]) for key in ("n", "lo", "hi")) and \
            all(old[key] == d[key] for key in ("model", "mx", "my", "tol"))
        if not same or (chunk_size is not None and chunk_size != old_size):
            raise _error(f"table: {workdir} holds the build of another table: remove it or "
                         "give another workdir")
    else:
        if chunk_size is None:
            chunk_size = _chunk_size_for(d)
        if int(chunk_size) < 1:
            raise _error("table: chunk_size must be at least 1")
        write_manifest(workdir, d, int(chunk_size))
    run(workdir, scheduler=scheduler, workers=workers)
    return assemble(workdir, path)


# ---- reading and querying -------------------------------------------------------

class Table:
    """A table read from its HDF5 file; query() interpolates it."""

    def __init__(self, path):
        import h5py
        ffi, lib = _lib()
        try:
            f = h5py.File(path, "r")
        except OSError as e:
            raise _error(f"{path}: not a readable HDF5 file ({e})") from None
        with f:
            if f.attrs.get("format", b"") != FORMAT.encode():
                raise _error(f"{path}: not a TriboLab creep-force table (version {FORMAT_VERSION})")
            version = int(f.attrs.get("format_version", 0))
            if version == 1:
                raise _error(f"{path}: a table of format 1, whose spin axis was scaled by |C23|; "
                             "this version scales it differently (docs/theory.md §14.1): "
                             "rebuild the table")
            if version != FORMAT_VERSION:
                raise _error(f"{path}: creep-force table of format {version} (this version "
                             f"reads {FORMAT_VERSION})")
            try:
                axes = [np.asarray(f[f"axes/{a}"], float) for a in AXES]
                d = {"n": [len(a) for a in axes], "lo": [float(a[0]) for a in axes],
                     "hi": [float(a[-1]) for a in axes],
                     "model": f.attrs["model"].decode(), "mx": int(f.attrs["mx"]),
                     "my": int(f.attrs["my"]), "tol": float(f.attrs["tol"])}
                values = np.ascontiguousarray(f["values"], float)
                status = np.ascontiguousarray(f["status"], np.int8)
            except (KeyError, IndexError, AttributeError) as e:
                raise _error(f"{path}: missing part of a table ({e})") from None
        self.attrs = {"model": d["model"], "mx": d["mx"], "my": d["my"], "tol": d["tol"]}
        self.spec = d
        self.axes = dict(zip(AXES, axes))
        self.values = values
        self.status = status
        if values.shape != tuple(d["n"]) + (3,) or status.shape != tuple(d["n"]):
            raise _error(f"{path}: values or status of the wrong shape")
        err = ffi.new("TlError *")
        t = lib.tl_table_new(_c_spec(d), ffi.cast("double *", values.ctypes.data),
                             ffi.cast("signed char *", status.ctypes.data), err)
        if t == ffi.NULL:
            _check(1, err)
        self._t = ffi.gc(t, lib.tl_table_free)

    def query(self, ratio, nu, xi, eta, phi, interp="cubic"):
        """Fx/(μN), F_y/(μN), M_z/(μNc) at the points (broadcast arrays),
        and the number of points with an input outside the table (clamped
        to its edge)."""
        ffi, lib = _lib()
        mode, err = ffi.new("TlTableInterp *"), ffi.new("TlError *")
        _check(lib.tl_table_interp_from_name(str(interp).encode(), mode, err), err)
        parts = np.broadcast_arrays(*(np.asarray(v, float) for v in (ratio, nu, xi, eta, phi)))
        shape = parts[0].shape
        x = np.ascontiguousarray(np.stack([p.ravel() for p in parts], axis=1))
        if not np.all(np.isfinite(x)):
            raise _error("table query: every input must be finite")
        out = np.empty((x.shape[0], 3))
        clamped = lib.tl_table_eval_many(self._t, mode[0], x.shape[0],
                                         ffi.cast("double *", x.ctypes.data),
                                         ffi.cast("double *", out.ctypes.data))
        self.clamped = int(clamped)
        return tuple(out[:, i].reshape(shape) for i in range(3))


def load(path):
    return Table(path)


def _main(argv=None):
    p = argparse.ArgumentParser(prog="python3 -m tribolab.table",
                                description="Solve the missing chunks of a table build directory")
    p.add_argument("command", choices=["run"])
    p.add_argument("directory")
    p.add_argument("--scheduler", help="Dask scheduler tcp://HOST:PORT (default: local processes)")
    p.add_argument("--workers", type=int, help="local processes (default: all cores)")
    a = p.parse_args(argv)
    try:
        solved = run(a.directory, scheduler=a.scheduler, workers=a.workers)
    except Exception as e:  # a clear line for the CLI that runs this
        print(f"tribolab.table: {e}", file=sys.stderr)
        return 1
    print(f"tribolab.table: {solved} chunks solved", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(_main())
