"""Table builds that stop and go on (issue 27), run by ctest:

  table_build_test.py resume  a local build (tribolab-cli table build, two
                              worker processes) interrupted with SIGINT after
                              a few chunks, then run again: the finished
                              chunks are not solved again and the table equals
                              the serial build bit for bit; so does the
                              README's cluster recipe (--manifest-only, one
                              --chunk K process per chunk, then the table).
  table_build_test.py dask    a real dask-scheduler and two dask-worker
                              processes (one thread each) on 127.0.0.1; the
                              build goes through them (tribolab-cli table build
                              --scheduler), one worker is killed mid-build, the
                              build completes on the other and equals the
                              serial build bit for bit; so does a build through
                              the Python API on two local processes.

The table has USETAB's layout and ranges (a/b 0.2 … 5, ξ, η, φ in ±1.5),
reduced in density: 4 × 6 × 6 × 16 = 2304 exact entries on 16 × 16 cells, in
24 chunks of 96 (about 25 ms each: longer than the scheduler's overhead per
task, many enough that the kill falls mid-build).

Environment: TL_CLI (tribolab-cli), PYTHONPATH (the package's build).
"""
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import h5py
import numpy as np

CLI = os.environ["TL_CLI"]
AXES = ["--preset", "usetab", "--ratio", "0.2:5:4", "--xi=-1.5:1.5:6", "--eta=-1.5:1.5:6",
        "--phi=-1.5:1.5:16", "--grid", "16x16", "--chunk-size", "96"]
CHUNKS = 2304 // 96


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def same_table(a, b):
    """The entries and statuses of two table files, compared bit for bit."""
    with h5py.File(a, "r") as fa, h5py.File(b, "r") as fb:
        va, vb = fa["values"][...], fb["values"][...]
        if va.shape != (4, 1, 6, 6, 16, 3) or va.shape != vb.shape:
            fail(f"shapes {va.shape} and {vb.shape}")
        if not np.array_equal(va.view(np.uint64), vb.view(np.uint64)):
            fail(f"{a} and {b} differ in {np.count_nonzero(va != vb)} values")
        if not np.array_equal(fa["status"][...], fb["status"][...]):
            fail(f"{a} and {b} differ in their status")
        if np.any(fa["status"][...] == 2):
            fail(f"{a} has failed entries")


def chunk_files(workdir):
    try:
        return sorted(f for f in os.listdir(workdir) if f.startswith("chunk-") and f.endswith(".bin"))
    except FileNotFoundError:
        return []


def wait_for_chunks(workdir, n, proc, timeout=60):
    """Wait until n chunk files exist; fail if the build ends first."""
    end = time.monotonic() + timeout
    while len(chunk_files(workdir)) < n:
        if proc.poll() is not None:
            fail(f"the build ended before {n} chunks were written: the test did not interrupt it")
        if time.monotonic() > end:
            fail("no progress")
        time.sleep(0.005)


def serial(tmp):
    path = os.path.join(tmp, "serial.h5")
    subprocess.run([CLI, "table", "build", "-o", path, "--workers", "1"] + AXES, check=True)
    return path


def test_resume(tmp):
    ref = serial(tmp)
    out = os.path.join(tmp, "resumed.h5")
    workdir = out + ".parts"
    cmd = [CLI, "table", "build", "-o", out, "--workers", "2"] + AXES
    proc = subprocess.Popen(cmd, start_new_session=True)
    wait_for_chunks(workdir, 3, proc)
    os.killpg(proc.pid, signal.SIGINT)  # the parent and its workers, as Ctrl-C does
    proc.wait()
    done = {f: os.stat(os.path.join(workdir, f)).st_mtime_ns for f in chunk_files(workdir)}
    if os.path.exists(out):
        fail("an interrupted build left a table file")
    if not 3 <= len(done) < CHUNKS:
        fail(f"{len(done)} of {CHUNKS} chunks after the interrupt")
    print(f"interrupted with {len(done)} of {CHUNKS} chunks done")
    subprocess.run(cmd, check=True)
    for f, mtime in done.items():
        if os.stat(os.path.join(workdir, f)).st_mtime_ns != mtime:
            fail(f"{f} was solved again on resume")
    same_table(out, ref)
    print("resumed build equals the serial one bit for bit")

    # the README's cluster recipe: the manifest alone, one process per chunk
    # (as a job array runs them, here in a shuffled order), then the table
    jobs = os.path.join(tmp, "jobs")
    run = lambda *args: subprocess.run([CLI, "table", "build", "--dir", jobs] + list(args),
                                       check=True)
    run("--manifest-only", *AXES)
    with open(os.path.join(jobs, "manifest.txt")) as f:
        n = int(next(l for l in f if l.startswith("chunks = ")).split("=")[1])
    if n != CHUNKS or chunk_files(jobs):
        fail(f"--manifest-only: {n} chunks listed, {len(chunk_files(jobs))} solved")
    for k in np.random.default_rng(27).permutation(n):
        run("--chunk", str(k))
    run("-o", os.path.join(tmp, "jobs.h5"))
    same_table(os.path.join(tmp, "jobs.h5"), ref)
    print("a build chunk by chunk from the manifest equals the serial one bit for bit")


def test_dask(tmp):
    ref = serial(tmp)
    sched_file = os.path.join(tmp, "scheduler.json")
    bindir = "/usr/bin"
    procs = []
    try:
        procs.append(subprocess.Popen(
            [os.path.join(bindir, "dask-scheduler"), "--host", "127.0.0.1", "--port", "0",
             "--no-dashboard", "--scheduler-file", sched_file],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        end = time.monotonic() + 30
        while not os.path.exists(sched_file):
            if time.monotonic() > end or procs[0].poll() is not None:
                fail("dask-scheduler did not start")
            time.sleep(0.05)
        time.sleep(0.2)  # the file is written whole, then read
        import json
        with open(sched_file) as f:
            address = json.load(f)["address"]
        workers = [subprocess.Popen(
            [os.path.join(bindir, "dask-worker"), address, "--nthreads", "1", "--no-nanny",
             "--no-dashboard", "--host", "127.0.0.1"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for _ in range(2)]
        procs += workers
        from distributed import Client
        with Client(address, timeout=30) as c:
            c.wait_for_workers(2, timeout=30)

        out = os.path.join(tmp, "dask.h5")
        workdir = out + ".parts"
        build = subprocess.Popen([CLI, "table", "build", "-o", out, "--scheduler", address] + AXES)
        wait_for_chunks(workdir, 4, build)
        workers[0].kill()
        at_kill = len(chunk_files(workdir))
        if build.wait(timeout=120) != 0:
            fail("the build through Dask failed after a worker was killed")
        if at_kill >= CHUNKS:
            fail("the worker was killed after the build had finished")
        print(f"killed a worker with {at_kill} of {CHUNKS} chunks done; the build completed")
        same_table(out, ref)
        print("Dask build equals the serial one bit for bit")

        # the Python API on two local processes, other chunks
        from tribolab import table
        py = table.build(os.path.join(tmp, "python.h5"), preset="usetab", ratio=(0.2, 5, 4),
                         xi=(-1.5, 1.5, 6), eta=(-1.5, 1.5, 6), phi=(-1.5, 1.5, 16), grid=16,
                         chunk_size=100, workers=2)
        same_table(py, ref)
        print("Python build equals the serial one bit for bit")
    finally:
        for p in procs:
            if p.poll() is None:
                p.terminate()
        for p in procs:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()


def main():
    which = sys.argv[1] if len(sys.argv) > 1 else ""
    tests = {"resume": test_resume, "dask": test_dask}
    if which not in tests:
        fail("usage: table_build_test.py resume|dask")
    tmp = tempfile.mkdtemp(prefix="tl-table-build-")
    try:
        tests[which](tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
