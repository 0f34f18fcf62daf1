"""Benchmark of the Python package: 100 FASTSIM creep curves (30 creepages
each, 50 x 50 cells, μ swept from 0.1 to 0.6), five times; prints the median.

    PYTHONPATH=build/python/build /usr/bin/python3 bench/python-sweep.py
"""
import statistics
import time

import numpy as np

import tribolab

cx = np.linspace(0.0, 0.01, 30)
mus = np.linspace(0.1, 0.6, 100)
times = []
for _ in range(5):
    t0 = time.perf_counter()
    for mu in mus:
        tribolab.steady("fastsim", cx=cx, mu=mu, grid=(50, 50))
    times.append(time.perf_counter() - t0)
print(f"python.fastsim_100_curves_s={statistics.median(times):.4f}")
