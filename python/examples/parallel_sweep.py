"""A 200-case study run serially and then in parallel with concurrent.futures:
creep curves of Kalker's exact theory (12 creepages, 24 × 24 cells) over a grid of normal
loads and friction coefficients, each case reduced to the creepage at which
the traction reaches 95 % of μ.

    python3 python/examples/parallel_sweep.py [CASES [WORKERS]]

CASES defaults to 200 (10 loads × 20 coefficients, or the first CASES of
them), WORKERS to the number of processors.  Prints both wall-clock times and
checks that the two runs agree to the last bit.
"""
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import numpy as np

CX = np.linspace(0.0, 0.01, 12)


def saturation(case):
    """One case (load [N], mu [-]) -> the creepage [-] at which f reaches 0.95 mu."""
    import tribolab  # imported in the worker: each process loads the library itself

    load, mu = case
    f = tribolab.steady("exact", cx=CX, load=load, mu=mu, grid=(24, 24))["f"]
    return float(np.interp(0.95 * mu, f, CX))


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else os.cpu_count()
    loads, mus = np.linspace(50e3, 150e3, 10), np.linspace(0.1, 0.5, 20)
    cases = [(float(load), float(mu)) for load in loads for mu in mus][:n]

    t0 = time.perf_counter()
    serial = [saturation(c) for c in cases]
    t_serial = time.perf_counter() - t0

    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        parallel = list(pool.map(saturation, cases, chunksize=max(1, len(cases) // (4 * workers))))
    t_parallel = time.perf_counter() - t0

    print(f"{len(cases)} cases: serial {t_serial:.2f} s, parallel ({workers} processes) "
          f"{t_parallel:.2f} s, speed-up {t_serial / t_parallel:.2f}")
    k = int(np.argmax(serial))
    print(f"creepage at 0.95 mu: {min(serial):.5f} … {max(serial):.5f} "
          f"(largest at F_N = {cases[k][0] / 1e3:.0f} kN, mu = {cases[k][1]:.2f})")
    if serial != parallel:
        sys.exit("the parallel run differs from the serial one")
    print("the parallel results equal the serial ones bit for bit")


if __name__ == "__main__":
    main()
