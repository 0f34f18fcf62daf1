"""tribolab.steady with friction that falls with the local slip speed
(friction_law=), against references that do not come from the binding:

- the published values of docs/theory-friction-in-contact.md (§4, §6) for the
  exponential law at V/s_h = 10 on the thesis case, 50 × 50: the adhesion
  maximum f = 0.3896 at cx = 0.0075 (a scan in steps of 2e-4 and the parabola
  through the top three samples, ±2e-4 in f and cx, as the chapter locates
  it) and the falling indicator N_max = 0.0387·V/s_h;
- full sliding, where f tends to the law read at the rigid slip speed,
  μ(V·|cx|), written out here from the law's formula;
- a law that does not fall (μs = μk) against the Coulomb curve at that μ;
- tribolab-cli steady --friction-law with the same options, to its printed
  digits (%.10g), for every law, both solvers and the shipped presets;
- bad input raising tribolab.Error with the library's message (the message
  the CLI prints for the same value)."""
import csv
import io
import math
import os
import subprocess
import warnings

import numpy as np
import pytest

import tribolab

CLI = os.environ["TL_CLI"]
PRESETS = os.environ["TL_PRESETS"]
FALLING = os.path.join(PRESETS, "16-falling-friction.ini")
POLACH = os.path.join(PRESETS, "17-polach-dry-wet.ini")


def cli_run(*args):
    return subprocess.run([CLI, "steady", *args], capture_output=True, text=True)


def cli_rows(*args):
    r = cli_run(*args)
    assert r.returncode == 0, r.stderr
    return list(csv.DictReader(io.StringIO(r.stdout)))


def g10(x):
    """A number as the CLI prints it."""
    return "nan" if math.isnan(x) else "%.10g" % x


def mu_exp(sigma, mu_s=0.4, mu_k=0.2, s_half=0.1):
    """The exponential law with one falling term: μk + (μs − μk)·2^(−σ/s_h)."""
    return mu_k + (mu_s - mu_k) * 2.0 ** (-sigma / s_half)


def mu_rational(sigma, mu_s=0.4, mu_k=0.2, s_half=0.1):
    """The rational law with one falling term: μk + (μs − μk)/(1 + σ/s_h)."""
    return mu_k + (mu_s - mu_k) / (1.0 + sigma / s_half)


def parabola_top(x, y):
    """The vertex of the parabola through the largest sample and its two
    neighbours (equally spaced x)."""
    k = int(np.argmax(y))
    assert 0 < k < len(y) - 1, "the maximum lies inside the scan"
    y0, y1, y2 = y[k - 1], y[k], y[k + 1]
    h = x[1] - x[0]
    d = (y0 - 2.0 * y1 + y2) / 2.0
    t = (y0 - y2) / (4.0 * d)  # the offset of the vertex in steps
    return x[k] + t * h, y1 - d * t * t


# ---- the published values -----------------------------------------------------------

def test_adhesion_maximum_of_the_exponential_law():
    # the thesis case is the default (V = 1 m/s, 50 × 50); s_h = 0.1 m/s
    cx = np.linspace(0.005, 0.010, 26)  # steps of 2e-4
    r = tribolab.steady("fastsim", cx=cx, friction_law="exp", mu_static=0.4, mu_kinetic=0.2,
                        s_half=0.1, speed=1.0)
    x, f = parabola_top(cx, r["f"])
    assert f == pytest.approx(0.3896, abs=2e-4)
    assert x == pytest.approx(0.0075, abs=2e-4)
    # the falling indicator N_max ≈ 0.0387·V/s_h on 50² (§4)
    assert r["falling_indicator"].max() == pytest.approx(0.387, abs=0.005)
    # the maximum lies between the kinetic and the static level, and below
    # the Coulomb curve at μs everywhere
    coulomb = tribolab.steady("fastsim", cx=cx, mu=0.4)
    assert 0.2 < f < 0.4
    assert np.all(r["f"] <= coulomb["f"])


def test_preset_law_gives_the_published_maximum():
    # the preset's description quotes the same maximum; its law is taken
    # without friction_law, as the window draws it
    r = tribolab.steady("fastsim", cx=0.0075, preset=FALLING)
    assert r["f"][0] == pytest.approx(0.3896, abs=1e-4)


@pytest.mark.parametrize("speed", [1.0, 10.0])
def test_full_sliding_fastsim_tends_to_the_law(speed):
    # f → μ(V|cx|) within 2e-4 on 50² (§6), plus the load quadrature's
    # μ·½(Δx/a)² (FASTSIM's Σ p_n ΔA is F_N only to that order)
    cx = np.array([0.05, 0.1, 0.2])
    tol = 2e-4 + 0.4 * 0.5 * (2.0 / 50) ** 2
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # V = 10 m/s is steep (N ≈ 3.9)
        e = tribolab.steady("fastsim", cx=cx, friction_law="exp", speed=speed)
        q = tribolab.steady("fastsim", cx=cx, friction_law="rational", speed=speed)
    assert np.all(e["stick_fraction"] == 0.0) and np.all(q["stick_fraction"] == 0.0)
    np.testing.assert_allclose(e["f"], mu_exp(speed * cx), rtol=0, atol=tol)
    np.testing.assert_allclose(q["f"], mu_rational(speed * cx), rtol=0, atol=tol)


def test_full_sliding_exact_tends_to_the_law():
    # The exact normal solution carries F_N exactly, so on 50² only the
    # elastic slip's O(Δx) is left, within 2e-4 (§6, with the outer iteration
    # converged tightly).  The binding keeps the solver's default stop,
    # rms Δσ ≤ 1e-3·rms σ, which can leave about twice that step in σ: a
    # further 2e-3·σ·|μ′(σ)| in f.
    cx = np.array([0.05, 0.1, 0.2])
    r = tribolab.steady("exact", cx=cx, friction_law="exp", speed=1.0)
    sigma = 1.0 * cx
    dmu = 0.2 * math.log(2.0) / 0.1 * 2.0 ** (-sigma / 0.1)  # |μ′(σ)|
    assert np.all(r["stick_fraction"] == 0.0)
    assert np.all(np.abs(r["f"] - mu_exp(sigma)) <= 2e-4 + 2e-3 * sigma * dmu)
    # every element slides: the mean local μ is the law's near σ = V·cx
    np.testing.assert_allclose(r["mu_mean"], mu_exp(sigma), rtol=0, atol=2e-3)


def test_steep_law_warns_and_memory_restores_the_published_value():
    # At V/s_h = 100 the indicator passes ½: the grid decides; with friction
    # memory d_c = 1 mm the 50² value is 0.3955 (§6, the CLI's check)
    with pytest.warns(RuntimeWarning, match="memory"):
        r = tribolab.steady("fastsim", cx=0.01, friction_law="exp", speed=10.0)
    assert r["falling_indicator"][0] > 0.5
    # N_max counts the law alone, so it still passes ½ and the warning
    # stays, asking for more memory instead
    with pytest.warns(RuntimeWarning, match="longer friction memory"):
        m = tribolab.steady("fastsim", cx=0.01, friction_law="exp", speed=10.0, memory=1e-3,
                            memory_s0=1e-3)
    assert m["f"][0] == pytest.approx(0.3955, abs=1e-4)


# ---- the Coulomb limit ----------------------------------------------------------------

@pytest.mark.parametrize("law", ["exp", "rational", "linear"])
@pytest.mark.parametrize("model, grid", [("fastsim", (50, 50)), ("exact", (16, 16))])
def test_a_law_that_does_not_fall_is_coulomb(law, model, grid):
    # μs = μk = 0.3: the solvers take their constant-μ path with the law's μ,
    # bit for bit the Coulomb curve at μ = 0.3 (not the case's default 0.4)
    cx = [0.0005, 0.002, 0.005, 0.01, 0.05]
    c = tribolab.steady(model, cx=cx, grid=grid, mu=0.3)
    r = tribolab.steady(model, cx=cx, grid=grid, friction_law=law, mu_static=0.3,
                        mu_kinetic=0.3, speed=5.0)
    for k in ("f", "stick_fraction", "fy", "mz"):
        np.testing.assert_array_equal(r[k], c[k], err_msg=k)
    assert np.all(r["mu_mean"] == 0.3) and np.all(r["falling_indicator"] == 0.0)


def test_coulomb_law_by_name_is_mu():
    cx = [0.001, 0.005, 0.02]
    c = tribolab.steady("fastsim", cx=cx, mu=0.25)
    r = tribolab.steady("fastsim", cx=cx, mu=0.25, friction_law="coulomb")
    np.testing.assert_array_equal(r["f"], c["f"])
    # the linear and Shen models take Coulomb by name too
    for model in ("linear", "shen"):
        np.testing.assert_array_equal(
            tribolab.steady(model, cx=cx, mu=0.25, friction_law="coulomb")["f"],
            tribolab.steady(model, cx=cx, mu=0.25)["f"])


# ---- the command line ---------------------------------------------------------------

CX = [0.001, 0.003, 0.0075, 0.02, 0.1]

CLI_CASES = [
    # (CLI options, keywords) for the same case
    (["--friction-law", "exp", "--mu-static", "0.4", "--mu-kinetic", "0.2",
      "--s-half-m-s", "0.1", "--speed-m-s", "1"],
     dict(friction_law="exp", mu_static=0.4, mu_kinetic=0.2, s_half=0.1, speed=1.0)),
    (["--friction-law", "exp", "--mu-static", "0.5", "--mu-kinetic", "0.25", "--dmu2", "0.1",
      "--s-half-m-s", "0.2", "--s-half2-m-s", "2", "--speed-m-s", "3", "--grid", "30x20"],
     dict(friction_law="exp", mu_static=0.5, mu_kinetic=0.25, dmu2=0.1, s_half=0.2,
          s_half2=2.0, speed=3.0, grid=(30, 20))),
    (["--friction-law", "rational", "--speed-m-s", "2", "--slip-branch", "low",
      "--cy", "0.001"],
     dict(friction_law="rational", speed=2.0, slip_branch="low", cy=0.001)),
    (["--friction-law", "linear", "--mu-kinetic", "0.15", "--memory-m", "1e-4",
      "--memory-s0-m-s", "0.002"],
     dict(friction_law="linear", mu_kinetic=0.15, memory=1e-4, memory_s0=0.002)),
    (["--friction-law", "stribeck", "--mu-static", "0.45", "--mu-kinetic", "0.3",
      "--stribeck-vs-m-s", "0.5", "--stribeck-delta", "1.5", "--viscous-s-m", "0.01",
      "--speed-m-s", "4"],
     dict(friction_law="stribeck", mu_static=0.45, mu_kinetic=0.3, stribeck_vs=0.5,
          stribeck_delta=1.5, viscous=0.01, speed=4.0)),
    (["--friction-law", "polach", "--polach-set", "wet", "--polach-b-s-m", "0.3",
      "--speed-m-s", "10", "--load-kn", "80"],
     dict(friction_law="polach", polach_set="wet", polach_b=0.3, speed=10.0, load=80e3)),
]


def assert_same_as_cli(rows, r):
    assert len(rows) == len(r["f"])
    for key, values, scale in (("cx", r["cx"], 1.0), ("f", r["f"], 1.0),
                               ("stick_fraction", r["stick_fraction"], 1.0),
                               ("fy", r["fy"], 1.0), ("mz_nmm", r["mz"], 1e-3),
                               ("mu_mean", r["mu_mean"], 1.0),
                               ("falling_indicator", r["falling_indicator"], 1.0)):
        assert [row[key] for row in rows] == [g10(v / scale) for v in values], key


@pytest.mark.filterwarnings("ignore::RuntimeWarning")  # rational at 2 m/s is steep (N ≈ 1.1)
@pytest.mark.parametrize("args, kw", CLI_CASES, ids=[c[1]["friction_law"] for c in CLI_CASES])
def test_fastsim_law_as_the_cli(args, kw):
    rows = cli_rows("--model", "fastsim", "--cx", ",".join(map(str, CX)), *args)
    assert_same_as_cli(rows, tribolab.steady("fastsim", cx=CX, **kw))


@pytest.mark.parametrize("start", [None, "low", "high"])
def test_exact_law_as_the_cli(start):
    args = ["--model", "exact", "--grid", "16x16", "--cx", ",".join(map(str, CX)),
            "--friction-law", "exp", "--s-half-m-s", "0.05", "--speed-m-s", "2"]
    if start:
        args += ["--exact-start", start]
    r = tribolab.steady("exact", cx=CX, grid=(16, 16), friction_law="exp", s_half=0.05,
                        speed=2.0, exact_start=start)
    assert_same_as_cli(cli_rows(*args), r)


@pytest.mark.filterwarnings("ignore::RuntimeWarning")  # Polach's preset at 10 m/s: N ≈ 0.55
def test_preset_law_as_the_cli_options():
    # tribolab-cli steady takes the preset's [contact_friction] law as the
    # binding does; written out as options it gives the same numbers
    rows = cli_rows("--preset", FALLING, "--cx", ",".join(map(str, CX)), "--friction-law", "exp",
                    "--mu-static", "0.4", "--mu-kinetic", "0.2", "--s-half-m-s", "0.1",
                    "--slip-branch", "cont")
    assert_same_as_cli(rows, tribolab.steady("fastsim", cx=CX, preset=FALLING))
    assert_same_as_cli(cli_rows("--preset", FALLING, "--cx", ",".join(map(str, CX))),
                       tribolab.steady("fastsim", cx=CX, preset=FALLING))
    rows = cli_rows("--preset", POLACH, "--cx", ",".join(map(str, CX)), "--friction-law",
                    "polach", "--polach-mu0", "0.55", "--polach-a", "0.4", "--polach-b-s-m", "0.6")
    assert_same_as_cli(rows, tribolab.steady("fastsim", cx=CX, preset=POLACH))
    # keywords adjust the preset's law; friction_law="coulomb" returns to [contact] mu
    rows = cli_rows("--preset", FALLING, "--cx", ",".join(map(str, CX)), "--friction-law", "exp",
                    "--mu-static", "0.4", "--mu-kinetic", "0.2", "--s-half-m-s", "0.3")
    assert_same_as_cli(rows, tribolab.steady("fastsim", cx=CX, preset=FALLING, s_half=0.3))
    rows = cli_rows("--preset", FALLING, "--cx", ",".join(map(str, CX)), "--friction-law",
                    "coulomb")
    assert_same_as_cli(rows, tribolab.steady("fastsim", cx=CX, preset=FALLING,
                                             friction_law="coulomb"))


# ---- bad input -----------------------------------------------------------------------

@pytest.mark.parametrize("args, kw", [
    (["--s-half-m-s", "1e9"], dict(s_half=1e9)),
    (["--mu-kinetic", "20", "--mu-static", "25"], dict(mu_kinetic=20, mu_static=25)),
    (["--s-half2-m-s", "5000", "--dmu2", "0.1"], dict(s_half2=5000, dmu2=0.1)),
    (["--memory-m", "2"], dict(memory=2)),
])
def test_out_of_range_law_has_the_library_message(args, kw):
    # the CLI prints "--friction-law exp: <the library's message>"
    r = cli_run("--cx", "0.01", "--friction-law", "exp", *args)
    assert r.returncode != 0
    message = r.stderr.split("--friction-law exp: ", 1)[1].strip()
    with pytest.raises(tribolab.Error) as e:
        tribolab.steady("fastsim", cx=0.01, friction_law="exp", **kw)
    assert message in str(e.value)


@pytest.mark.parametrize("call, words", [
    (lambda: tribolab.steady(friction_law="wobble"), "unknown friction law 'wobble'"),
    (lambda: tribolab.steady(friction_law="exp", s_half=math.nan), "s_half must be a finite"),
    (lambda: tribolab.steady(friction_law="exp", memory=math.inf), "memory must be a finite"),
    (lambda: tribolab.steady(friction_law="exp", s_half=-0.1), "s_half must be positive"),
    (lambda: tribolab.steady(friction_law="exp", dmu2=-0.1), "dmu2 must be zero or positive"),
    (lambda: tribolab.steady(friction_law="exp", mu_static=0.1), "mu_static (0.1) must be at least"),
    (lambda: tribolab.steady(friction_law="exp", mu=0.3), "mu is the Coulomb coefficient"),
    (lambda: tribolab.steady(s_half=0.1), "need friction_law"),
    (lambda: tribolab.steady(friction_law="coulomb", mu_static=0.3), "takes mu only"),
    (lambda: tribolab.steady(friction_law="exp", polach_a=0.3), "takes no polach_a"),
    (lambda: tribolab.steady(friction_law="stribeck", stribeck_delta=0.5), "Stribeck exponent"),
    (lambda: tribolab.steady(friction_law="polach", polach_set="moist"), "moist"),
    (lambda: tribolab.steady(friction_law="polach", polach_a=1.5), "Polach"),
    (lambda: tribolab.steady(friction_law="exp", slip_branch="middle"), "middle"),
    (lambda: tribolab.steady("exact", friction_law="exp", exact_start="midway", grid=(8, 8)),
     "midway"),
    (lambda: tribolab.steady(friction_law="exp", exact_start="low"), "exact_start belongs"),
    (lambda: tribolab.steady("linear", friction_law="exp"), "no local slip speed"),
    (lambda: tribolab.steady("shen", friction_law="rational"), "no local slip speed"),
    (lambda: tribolab.steady("shen", preset=FALLING), "no local slip speed"),
    (lambda: tribolab.steady(preset=FALLING, mu=0.3), "[contact_friction]"),
])
def test_bad_law_raises(call, words):
    with pytest.raises(tribolab.Error) as e:
        call()
    assert words.lower() in str(e.value).lower()
