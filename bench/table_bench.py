"""The creep-force table figures of the README (docs/theory.md §14): build
scaling on local workers and through Dask, and the interpolation error
against direct exact solves.  Prints key=value lines; takes a few minutes.

    PYTHONPATH=build/python/build TL_CLI=build/app/tribolab-cli \\
        /usr/bin/python3 bench/table_bench.py [scaling] [accuracy] [accuracy-default] [accuracy-slices]
        /usr/bin/python3 bench/table_bench.py accuracy-file DEFAULT.h5

scaling: two ellipse ratios × 25 × 25 × 17 creepages (21 250 exact
entries), ten chunks of 2125 (about 1.1 s each, five per worker), built by tribolab-cli on 1
and 2 local workers and through a dask-scheduler with two dask-worker
processes (one thread each) on 127.0.0.1.
accuracy: 1000 random points inside each table, Fx/(μN) and Fy/(μN) (and
Mz/(μNc)) interpolated against the direct solve on the table's grid: the
default table (a/b 0.25 … 4 interpolated too; its build's wall and CPU
seconds) and a/b = 1 slices over the default's creepage ranges at three
densities (13 × 13 × 17, the default's 25 × 25 × 33, and 49 × 49 × 65); for
each, the points whose force error passes 0.5 % of muN, the second largest
error and where the largest is.  accuracy-file: the default table's figures
on a default table built already (tribolab-cli table build -o DEFAULT.h5).
"""
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np

from tribolab import table

CLI = os.environ.get("TL_CLI", "tribolab-cli")


def out(key, value):
    print(f"table.{key}={value:.6g}", flush=True)


def cpu_of(pids):
    """User + system CPU seconds of running processes (/proc/PID/stat)."""
    tick, total = os.sysconf("SC_CLK_TCK"), 0
    for pid in pids:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])
    return total / tick


def timed_build(tmp, name, extra, axes, pids=()):
    """Wall seconds of a build, and the CPU seconds it took (the CLI and its
    workers, or the given worker processes)."""
    path = os.path.join(tmp, name + ".h5")
    r0, c0 = resource.getrusage(resource.RUSAGE_CHILDREN), cpu_of(pids)
    t0 = time.perf_counter()
    subprocess.run([CLI, "table", "build", "-o", path, "--chunk-size", "2125"] + axes + extra,
                   check=True, capture_output=True)
    wall = time.perf_counter() - t0
    r1, c1 = resource.getrusage(resource.RUSAGE_CHILDREN), cpu_of(pids)
    cpu = r1.ru_utime + r1.ru_stime - r0.ru_utime - r0.ru_stime + c1 - c0
    return wall, cpu


def scaling(tmp):
    # two ratios × 25 × 25 × 17 creepages: the figures the README quotes
    axes = ["--ratio", "0.25:0.5:2", "--xi=-4:4:25", "--eta=-4:4:25", "--phi=-4:4:17"]
    n = 2 * 25 * 25 * 17
    out("scaling_load_average", os.getloadavg()[0])
    t1, c1 = timed_build(tmp, "j1", ["--workers", "1"], axes)
    t2, c2 = timed_build(tmp, "j2", ["--workers", "2"], axes)
    out("scaling_entries", n)
    out("scaling_1_worker_s", t1)
    out("scaling_1_worker_cpu_s", c1)
    out("scaling_1_worker_cases_per_cpu_s", n / c1)
    out("scaling_2_workers_s", t2)
    out("scaling_2_workers_cpu_s", c2)
    out("scaling_2_workers_efficiency", t1 / (2 * t2))
    sched = os.path.join(tmp, "sched.json")
    procs = [subprocess.Popen(["/usr/bin/dask-scheduler", "--host", "127.0.0.1", "--port", "0",
                               "--no-dashboard", "--scheduler-file", sched],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    try:
        while not os.path.exists(sched):
            time.sleep(0.05)
        time.sleep(0.2)
        address = json.load(open(sched))["address"]
        procs += [subprocess.Popen(["/usr/bin/dask-worker", address, "--nthreads", "1", "--no-nanny",
                                    "--no-dashboard", "--host", "127.0.0.1"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                  for _ in range(2)]
        from distributed import Client
        with Client(address) as c:
            c.wait_for_workers(2)
        td, cd = timed_build(tmp, "dask", ["--scheduler", address], axes,
                             [p.pid for p in procs[1:]])
        out("scaling_dask_2_workers_s", td)
        out("scaling_dask_2_workers_cpu_s", cd)
        out("scaling_dask_2_workers_efficiency", t1 / (2 * td))
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            p.wait()


def errors(path, d, rng, points=1000):
    t = table.load(path)
    lo, hi = np.array(d["lo"]), np.array(d["hi"])
    x = lo + rng.random((points, 5)) * (hi - lo)
    ref = table.solve_points(d, x)
    res = {}
    for interp in ("linear", "cubic"):
        f = np.stack(t.query(*x.T, interp=interp), axis=1)
        e = np.abs(f[:, :2] - ref[:, :2])  # the forces, in units of mu N
        worst = e.max(axis=1)
        res[interp] = (e.max(), np.sqrt((e ** 2).mean()), np.abs(f[:, 2] - ref[:, 2]).max(),
                       int((worst > 0.005).sum()), np.sort(worst)[-2], x[worst.argmax()])
    return res


def report(name, res):
    for interp, (emax, erms, emz, over, second, where) in res.items():
        out(f"accuracy_{name}_{interp}_max", emax)
        out(f"accuracy_{name}_{interp}_rms", erms)
        out(f"accuracy_{name}_{interp}_mz_max", emz)
        out(f"accuracy_{name}_{interp}_points_over_0.5pc", over)
        out(f"accuracy_{name}_{interp}_second_max", second)
        for k, a in enumerate(("ratio", "nu", "xi", "eta", "phi")):
            out(f"accuracy_{name}_{interp}_worst_{a}", where[k])


def accuracy_file(path):
    """The default table's accuracy figures on an already built default table
    (the same 1000 points as `accuracy`: the first draw of the same seed)."""
    report("default", errors(path, table.spec(), np.random.default_rng(20261206)))


def accuracy(tmp, default=True, slices=True):
    rng = np.random.default_rng(20261206)
    cases = [("default", dict())] if default else []
    for n_xi, n_phi in ((13, 17), (25, 33), (49, 65)) if slices else ():
        cases.append((f"slice_{n_xi}x{n_xi}x{n_phi}",
                      dict(ratio=(1, 1, 1), xi=(-4, 4, n_xi), eta=(-4, 4, n_xi),
                           phi=(-8, 8, n_phi))))
    for name, axes in cases:
        path = os.path.join(tmp, name + ".h5")
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        table.build(path, workers=2, chunk_size=2125, **axes)
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        d = table.spec(**axes)
        out(f"accuracy_{name}_build_s", time.perf_counter() - t0)
        out(f"accuracy_{name}_build_cpu_s", r1.ru_utime + r1.ru_stime - r0.ru_utime - r0.ru_stime)
        out(f"accuracy_{name}_entries", table.count(d))
        report(name, errors(path, d, rng))


def main():
    if sys.argv[1:2] == ["accuracy-file"]:
        accuracy_file(sys.argv[2])
        return
    which = sys.argv[1:] or ["scaling", "accuracy"]
    tmp = tempfile.mkdtemp(prefix="tl-table-bench-")
    try:
        for w in which:
            {"scaling": scaling, "accuracy": accuracy,
             "accuracy-default": lambda t: accuracy(t, slices=False),
             "accuracy-slices": lambda t: accuracy(t, default=False)}[w](tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
