"""Sweep the normal load and plot how far the traction lags a sine creepage
(the Unsteady Brush Model at 10 Hz, μ = 1, 30 × 30 cells).

    python3 python/examples/sweep.py [out.png]

Needs matplotlib (scripts/setup.sh --examples installs it).
"""
import sys

import numpy as np

import tribolab

loads = np.linspace(50e3, 150e3, 6)  # N
delays = []
for load in loads:
    run = tribolab.transient("brush", "sine", mean=0.005, amplitude=0.005, freq=10.0, mu=1.0,
                             load=load, ref_load=100e3, grid=(30, 30), periods=3)
    delays.append(run["summary"]["delay"])
    print(f"F_N = {load / 1e3:5.1f} kN   a = {tribolab.hertz(load=load, ref_load=100e3)['a'] * 1e3:.3f} mm"
          f"   delay = {run['summary']['delay'] * 1e3:.3f} ms")

if len(sys.argv) > 1:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(4.5, 3.2), layout="constrained")
    ax.plot(loads / 1e3, np.array(delays) * 1e3, "o-")
    ax.set_xlabel("normal load $F_N$ [kN]")
    ax.set_ylabel("delay of the traction [ms]")
    ax.set_title("Brush model, sine creepage at 10 Hz, μ = 1")
    fig.savefig(sys.argv[1], dpi=150)
    print("wrote", sys.argv[1])
