"""The package as a library people script with: explicit signatures that
help() shows, docstrings in the NumPy style whose examples run, NumPy
broadcasting (or a clear Error), whole-number grids, a work limit, Ctrl-C,
and the per-cell maps of steady and transient against tribolab-cli."""
import csv
import doctest
import inspect
import io
import math
import os
import signal
import subprocess
import sys
import time

import numpy as np
import pytest

import tribolab

CLI = os.environ["TL_CLI"]

# Every keyword each function accepted before its signature was written out
# (then through **kw): all must stay accepted under the same names.
CONTACT = ["load", "semi_a", "semi_b", "ref_load", "wheel_rx", "wheel_ry", "rail_rx", "rail_ry",
           "youngs_modulus", "shear_modulus", "poisson", "mu", "speed", "cx", "cy", "spin",
           "grid", "mx", "my", "bound"]
LAW = ["mu_static", "mu_kinetic", "s_half", "s_half2", "dmu2", "memory", "memory_s0",
       "slip_branch", "stribeck_vs", "stribeck_delta", "viscous", "polach_set", "polach_mu0",
       "polach_a", "polach_b"]
FRICTION = ["fc", "fs", "vs", "viscous", "c1", "c2", "dahl_sigma", "dahl_alpha", "sigma0",
            "sigma1", "sigma2", "karnopp", "sign_eps"]
ACCEPTED = {
    "hertz": ["preset"] + CONTACT,
    "steady": ["model", "cx", "preset", "friction_law", "exact_start"] + CONTACT + LAW,
    "steady_curves": ["models", "preset", "points", "cx_max", "exact_points", "variant"] + CONTACT,
    "transient": ["model", "waveform", "preset", "periods", "duration", "courant", "init",
                  "value", "before", "after", "t_step", "mean", "amplitude", "freq"] + CONTACT,
    "friction": ["law", "v_min", "v_max", "points", "f_ex", "preset"] + FRICTION,
    "stickslip": ["integrator", "law", "preset", "mass", "stiffness", "belt_speed", "dt",
                  "duration", "rel_tol", "abs_tol", "stick_velocity"] + FRICTION,
    "rolling": ["preset", "radius_i", "radius_j", "density", "omega0", "normal_load", "dt",
                "duration", "k_roll", "gamma_roll", "mu_roll"],
    "rolling_replay": ["path", "preset", "radius_i", "radius_j", "dt", "k_roll", "gamma_roll",
                       "mu_roll"],
    "subsurface": ["preset", "source", "body", "measure", "plane", "at", "line", "depth_max",
                   "points"] + CONTACT,
    "wheelrail": ["preset", "conicity", "rolled", "y", "wheel", "rail", "gauge", "flange_back",
                  "r0", "inclination", "roll", "load", "method", "cell", "kp_epsilon",
                  "youngs_modulus", "shear_modulus", "poisson", "side", "point", "cx", "cy",
                  "spin", "mu", "model", "table_step"],
    "wheelset": ["mode", "profiles", "speed", "speeds", "search_max", "mass", "yaw_inertia", "ky",
                 "kpsi", "r0", "e", "conicity", "f11", "f22", "f23", "f33", "load",
                 "spin_creep", "gravity_stiffness", "creep_model", "amplitudes", "wheel", "rail",
                 "table_step", "duration", "dt", "y0", "ramp_to", "mu"],
    "wear": ["passes", "sigma", "histogram", "law", "max_depth_step", "kernel", "grid_step",
             "shifts", "max_steps", "wheel", "rail", "load", "cx", "cy", "spin", "mu",
             "archard_k", "hardness", "creepages"],
}


@pytest.mark.parametrize("name", sorted(ACCEPTED))
def test_signature_names_every_parameter(name):
    params = inspect.signature(getattr(tribolab, name)).parameters
    kinds = {p.kind for p in params.values()}
    assert inspect.Parameter.VAR_KEYWORD not in kinds, f"{name} hides keywords in **kw"
    assert inspect.Parameter.VAR_POSITIONAL not in kinds
    missing = [k for k in ACCEPTED[name] if k not in params]
    assert not missing, f"{name} no longer accepts {missing}"


def test_every_public_function_is_covered_above():
    functions = [n for n in tribolab.__all__ if inspect.isfunction(getattr(tribolab, n))]
    assert sorted(set(functions) - {"load_preset"}) == sorted(ACCEPTED)


@pytest.mark.parametrize("name", sorted(ACCEPTED) + ["load_preset"])
def test_docstring_is_numpy_style_and_names_each_parameter(name):
    fn = getattr(tribolab, name)
    doc = inspect.getdoc(fn)
    for section in ("Parameters", "Returns", "Raises", "Examples"):
        assert f"\n{section}\n{'-' * len(section)}\n" in doc, f"{name}: no {section} section"
    params_text = doc.split("\nParameters\n")[1].split("\nReturns\n")[0]
    listed = set()
    for line in params_text.splitlines():
        if " : " in line and not line.startswith(" "):
            listed.update(n.strip() for n in line.split(" : ")[0].split(","))
    unlisted = set(inspect.signature(fn).parameters) - listed
    assert not unlisted, f"{name}: Parameters does not describe {sorted(unlisted)}"
    assert ">>> " in doc.split("\nExamples\n")[1]


def test_docstring_examples_run():
    result = doctest.testmod(tribolab, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0
    assert result.attempted >= 40


def test_a_misspelt_keyword_is_an_error_naming_the_nearest():
    with pytest.raises(tribolab.Error, match=r"rolling: unknown parameter\(s\) k_rol "
                                             r"\(did you mean k_roll\?\)"):
        tribolab.rolling(k_rol=1.0)


# ---- broadcasting -------------------------------------------------------------------------

def test_hertz_broadcasts_and_keeps_the_cube_root_law():
    loads = np.array([50e3, 100e3, 150e3, 200e3])
    h = tribolab.hertz(load=loads)
    assert h["a"].shape == (4,) and h["p0"].shape == (4,)
    # the semi-axes hold at the reference load (100 kN) and scale by its cube root
    assert h["a"] / h["a"][1] == pytest.approx(np.cbrt(loads / 100e3), rel=1e-12)
    assert h["p0"] / h["p0"][1] == pytest.approx(np.cbrt(loads / 100e3), rel=1e-12)
    for k, load in enumerate(loads):
        assert h["a"][k] == tribolab.hertz(load=float(load))["a"]


def test_hertz_broadcasts_two_arrays_to_their_shape():
    h = tribolab.hertz(load=np.array([[50e3], [200e3]]), poisson=[0.25, 0.28, 0.3])
    assert h["a"].shape == (2, 3)
    assert h["a"][1, 2] == tribolab.hertz(load=200e3, poisson=0.3)["a"]
    with pytest.raises(tribolab.Error, match="broadcast"):
        tribolab.hertz(load=[1e5, 2e5], poisson=[0.25, 0.28, 0.3])


def test_steady_broadcasts_its_per_creepage_results():
    mu = np.array([0.2, 0.3, 0.4])
    r = tribolab.steady("fastsim", cx=[[0.001], [0.004]], mu=mu, grid=(20, 20))
    assert r["f"].shape == (2, 3) and r["mz"].shape == (2, 3)
    one = tribolab.steady("fastsim", cx=0.004, mu=0.3, grid=(20, 20))
    for key in ("cx", "f", "stick_fraction", "fy", "mz", "mu_mean", "falling_indicator"):
        assert r[key][1, 1] == one[key][0], key
    # Coulomb's bound: f = Σ τ ΔA / F_N stays below mu (up to the grid's quadrature of
    # Σ p ΔA = F_N), and a larger mu carries more
    assert np.all(r["f"] <= mu * 1.01)
    assert np.all(np.diff(r["f"], axis=1) > 0)


@pytest.mark.parametrize("call, name", [
    (lambda: tribolab.transient(mu=np.array([0.3, 0.4]), grid=(10, 10)), "mu"),
    (lambda: tribolab.subsurface(load=[1e5, 2e5]), "load"),
    (lambda: tribolab.stickslip(mass=np.array([1.0, 2.0])), "mass"),
    (lambda: tribolab.wheelrail(y=[0.0, 0.001]), "y"),
    (lambda: tribolab.rolling(k_roll=np.array([1.0, 2.0])), "k_roll"),
    (lambda: tribolab.friction(fc=[1.0, 2.0]), "fc"),
])
def test_functions_with_array_results_refuse_arrays_by_name(call, name):
    with pytest.raises(tribolab.Error, match=rf"\b{name} takes one value per call"):
        call()


@pytest.mark.parametrize("call", [
    lambda: tribolab.steady(grid=(40.5, 40)),
    lambda: tribolab.hertz(grid=(40, 40.5)),
    lambda: tribolab.transient(grid=(20.5, 20)),
    lambda: tribolab.subsurface(grid=(20, 20.25)),
    lambda: tribolab.steady(mx=30.5),
    lambda: tribolab.steady(grid=(40, 40, 40)),
    lambda: tribolab.steady(grid="40x40"),
    lambda: tribolab.steady_curves(points=10.5),
    lambda: tribolab.subsurface(points=(21.5, 21)),
    lambda: tribolab.friction(points=7.5),
])
def test_non_whole_counts_are_refused(call):
    with pytest.raises(tribolab.Error, match="whole number"):
        call()


def test_whole_floats_are_counts():
    assert (tribolab.steady(cx=0.002, grid=(20.0, 20), map=True)["map"]["x"].shape
            == (20, 20))


# ---- the work limit and Ctrl-C ------------------------------------------------------------

def test_max_seconds_refuses_before_starting():
    start = time.monotonic()
    with pytest.raises(tribolab.Error, match=r"would take about .* more than max_seconds=0.01"):
        tribolab.steady("exact", cx=np.linspace(0.001, 0.01, 40), grid=(120, 120),
                        max_seconds=0.01)
    with pytest.raises(tribolab.Error, match="max_seconds"):
        tribolab.transient("exact", grid=(80, 80), periods=20, max_seconds=0.01)
    assert time.monotonic() - start < 1.0  # refused, not run
    with pytest.raises(tribolab.Error, match="max_seconds must be positive"):
        tribolab.steady(max_seconds=-1)
    # a call within the limit runs
    assert tribolab.steady(cx=0.002, grid=(20, 20), max_seconds=60)["f"].shape == (1,)


CHILD = r"""
import sys, time
import numpy as np
import tribolab
print("started", flush=True)
t0 = time.monotonic()
try:
    tribolab.steady("exact", cx=np.linspace(0.0005, 0.01, 60), grid=(100, 100))
    print("finished", flush=True)
except KeyboardInterrupt:
    print("KeyboardInterrupt", flush=True)
    sys.exit(3)
"""


def test_ctrl_c_interrupts_a_long_exact_solve():
    child = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, text=True,
                             env=dict(os.environ))
    assert child.stdout.readline().strip() == "started"
    time.sleep(1.0)  # inside the solve (60 exact solves at 100 x 100 take far longer)
    assert child.poll() is None
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    try:
        out, _ = child.communicate(timeout=10)
    finally:
        child.kill()
    assert time.monotonic() - sent < 2.0
    assert out.strip() == "KeyboardInterrupt" and child.returncode == 3


# ---- the per-cell maps ----------------------------------------------------------------------

STATES = {"outside": 0, "stick": 1, "slip": 2}


def g10(x):
    return "%.10g" % x


def test_steady_map_is_the_cli_s(tmp_path):
    path = tmp_path / "map.csv"
    subprocess.run([CLI, "steady", "--cx", "0.002", "--cy", "0.001", "--grid", "20x16", "--map",
                    str(path)], check=True, capture_output=True)
    rows = list(csv.DictReader(io.StringIO(path.read_text())))
    m = tribolab.steady(cx=0.002, cy=0.001, grid=(20, 16), map=True)["map"]
    assert m["pn"].shape == (16, 20) and len(rows) == 20 * 16
    for key, column, scale in (("x", "x_mm", 1e-3), ("y", "y_mm", 1e-3), ("pn", "pn_mpa", 1e6),
                               ("tx", "tx_mpa", 1e6), ("ty", "ty_mpa", 1e6), ("mu", "mu", 1.0),
                               ("w", "w_m_s", 1.0)):
        assert [r[column] for r in rows] == [g10(v / scale) for v in m[key].ravel()], key
    # the CLI writes the state as its number or as a word
    assert [int(STATES.get(r["state"], r["state"])) for r in rows] == m["state"].ravel().tolist()


def test_map_forces_add_up_to_the_coefficients():
    """Σ τ ΔA over the cells is the force the curve reports (FASTSIM, exact, transient)."""
    for model in ("fastsim", "exact"):
        r = tribolab.steady(model, cx=0.003, spin=0.2, grid=(24, 24), map=True)
        m = r["map"]
        da = (m["x"][0, 1] - m["x"][0, 0]) * (m["y"][1, 0] - m["y"][0, 0])
        load = tribolab.hertz()["normal_load"]  # f and fy are forces over the case's F_N
        assert m["tx"].sum() * da / load == pytest.approx(r["f"][0], rel=1e-6), model
        assert m["ty"].sum() * da / load == pytest.approx(r["fy"][0], abs=1e-9), model
        stick = (m["state"] == 1).sum() / (m["state"] > 0).sum()
        assert stick == pytest.approx(r["stick_fraction"][0], rel=1e-12), model
        assert set(np.unique(m["state"])) <= {0, 1, 2}
    run = tribolab.transient("brush", "constant", value=0.002, grid=(20, 20), map=True)
    m = run["map"]
    assert m["tx"].shape == (20, 20) and set(np.unique(m["state"])) == {0, 1, 2}
    assert np.all(m["pn"][m["state"] == 0] == 0.0)
    da = (m["x"][0, 1] - m["x"][0, 0]) * (m["y"][1, 0] - m["y"][0, 0])
    assert m["tx"].sum() * da / tribolab.hertz()["normal_load"] == pytest.approx(run["f"][-1],
                                                                              rel=1e-6)


def test_map_needs_a_grid_model():
    with pytest.raises(tribolab.Error, match="map needs model"):
        tribolab.steady("linear", cx=0.002, map=True)
    with pytest.raises(tribolab.Error, match="map"):
        tribolab.steady(cx=0.002, mu=np.array([0.3, 0.4]), map=True)


# ---- the CLI's names, without the unit suffix, in SI units ----------------------------------

UNITS = [("_n_mm2", 1e6), ("_ug_m_mm2", 1e-3), ("_um3_m", 1e-18), ("_um_s", 1e-6),
         ("_nm_m", 1e-9), ("_w", 1.0), ("_mm2", 1e-6), ("_rad_s", 1.0), ("_per_s", 1.0), ("_m_s", 1.0), ("_nmm", 1e-3),
         ("_mpa", 1e6), ("_gpa", 1e9), ("_deg", math.pi / 180.0), ("_mm", 1e-3),
         ("_ms", 1e-3), ("_hz", 1.0), ("_nm", 1.0), ("_s", 1.0), ("_n", 1.0), ("_m", 1.0)]


def si_name(column):
    """A CLI column or key: its Python name and the SI value of one of its units."""
    for suffix, scale in UNITS:
        if column.endswith(suffix):
            return column[:-len(suffix)], scale
    return column, 1.0


def same(cli_text, value, scale):
    if isinstance(value, str):
        return cli_text == value
    cli_value = float(cli_text)
    if math.isnan(cli_value):
        return math.isnan(value)
    # the CLI prints %.10g, a few keys %.6g (which rounds by up to 5e-6)
    return cli_value == pytest.approx(value / scale, rel=1e-5, abs=1e-300)


# Columns the CLI keeps for one release beside their new form (docs/cli.md,
# "Renamed options and columns"): Python has only the new one.
KEPT_FOR_ONE_RELEASE = ("mz_nmm", "state_name")


def check_rows(rows, result, skip=()):
    for column in rows[0]:
        if column in skip or column in KEPT_FOR_ONE_RELEASE:
            continue
        name, scale = si_name(column)
        assert name in result, f"no key {name!r} for the CLI's {column}"
        value = result[name]
        for k, row in enumerate(rows):
            v = value if np.ndim(value) == 0 else value[k]
            v = v.item() if isinstance(v, np.generic) else v
            assert same(row[column], v, scale), (column, k, row[column], v)


def check_summary(text, result, skip=()):
    for line in text.splitlines():
        key, cli_value = line.split("=", 1)
        if key in skip:
            continue
        name, scale = si_name(key)
        assert name in result, f"no key {name!r} for the CLI's {key}"
        assert same(cli_value, result[name], scale), (key, cli_value, result[name])


def cli_rows(*args):
    out = subprocess.run([CLI, *args], check=True, capture_output=True, text=True).stdout
    return list(csv.DictReader(io.StringIO(out)))


def cli_text(*args):
    return subprocess.run([CLI, *args], check=True, capture_output=True, text=True).stdout


def test_cli_names_steady_summary():
    """steady --summary's keys (frictional power, wear, fatigue) by their SI names."""
    for model in ("fastsim", "exact", "shen"):
        args = ["steady", "--model", model, "--cx", "0.0013,0.0031", "--grid", "16x16",
                "--summary"]
        check_summary(cli_text(*args),
                      tribolab.steady(model, cx=[0.0013, 0.0031], grid=(16, 16))["summary"])


def test_cli_names_hertz_steady_friction_rolling():
    check_rows(cli_rows("hertz", "--load-kn", "150"), tribolab.hertz(load=150e3))
    check_rows(cli_rows("steady", "--cx", "0.001,0.003", "--spin-per-m", "0.3"),
               tribolab.steady(cx=[0.001, 0.003], spin=0.3))
    for args, kw in (((), {}), (("--polach-set", "wet"), {"polach_set": "wet"}),
                     (("--polach-ka", "0.8", "--polach-ks", "0.5"),
                      {"polach_ka": 0.8, "polach_ks": 0.5})):
        check_rows(cli_rows("steady", "--model", "polach", "--cx", "0.001,0.01,0.05", *args),
                   tribolab.steady("polach", cx=[0.001, 0.01, 0.05], **kw))
    with pytest.raises(tribolab.Error, match="belong to model 'polach'"):
        tribolab.steady("fastsim", polach_ka=0.8)
    check_rows(cli_rows("friction"), tribolab.friction())
    check_rows(cli_rows("rolling"), tribolab.rolling())


def test_cli_names_transient_and_stickslip_with_their_summaries():
    args = ["transient", "--grid", "12x12", "--periods", "3"]
    run = tribolab.transient(grid=(12, 12), periods=3)
    check_rows(cli_rows(*args), run)
    check_summary(cli_text(*args, "--summary"), run["summary"], skip=("warning",))
    s = tribolab.stickslip()
    check_rows(cli_rows("stickslip"), s)
    # the inputs it echoes (law, integrator, dt_s, …) are the caller's own; the run time varies
    check_summary(cli_text("stickslip", "--summary"), s["summary"],
                  skip=("law", "integrator", "dt_s", "duration_s", "rel_tol", "abs_tol",
                        "run_time_s", "warnings"))


def test_transient_friction_law_is_the_cli_s():
    """--friction-law on both models: the rows and the whole --summary, with the law's
    mu_mean, falling_indicator and the exact solver's outer iterations."""
    for model in ("brush", "exact"):
        args = ["transient", "--model", model, "--grid", "12x12", "--periods", "3",
                "--friction-law", "exp", "--mu-static", "0.4", "--mu-kinetic", "0.2",
                "--s-half-m-s", "0.5"]
        run = tribolab.transient(model, grid=(12, 12), periods=3, friction_law="exp",
                                 mu_static=0.4, mu_kinetic=0.2, s_half=0.5)
        check_rows(cli_rows(*args), run)
        check_summary(cli_text(*args, "--summary"), run["summary"], skip=("warning",))
        assert "falling_indicator" in run["summary"]
        coulomb = tribolab.transient(model, grid=(12, 12), periods=3)
        assert not np.array_equal(run["f"], coulomb["f"])  # the law changed the run
    with pytest.raises(tribolab.Error, match="transient: the friction-law keywords"):
        tribolab.transient(mu_static=0.4)
    with pytest.raises(tribolab.Error, match="exact_start belongs to model 'exact'"):
        tribolab.transient("brush", friction_law="exp", exact_start="low")


def test_cli_names_subsurface_and_wheelrail():
    sub = tribolab.subsurface(grid=(12, 12))
    # y_mm is the section's y, which Python names "at" (its "y" is each column's y)
    check_summary(cli_text("subsurface", "--grid", "12x12", "--summary"), sub, skip=("y_mm",))
    check_rows(cli_rows("wheelrail", "--y-mm", "2"), tribolab.wheelrail(y=0.002))
    check_rows(cli_rows("wheelrail", "--y-mm", "2", "--conicity", "--amplitudes-mm", "3"),
               tribolab.wheelrail(y=0.002, conicity=[0.003])["conicity"])


def test_wheelrail_maps_are_the_cli_s(tmp_path):
    """The chosen patch's pressure (a Hertz patch sampled on cells, and the
    approximate method's own cells) and the rolled patch, against
    tribolab-cli wheelrail --map and --roll-patch --map."""
    for args, kw in (((), {}), (("--normal", "approx"), {"method": "approx"})):
        path = tmp_path / "map.csv"
        subprocess.run([CLI, "wheelrail", "--y-mm", "2", *args, "--map", str(path)], check=True,
                       capture_output=True)
        rows = list(csv.DictReader(io.StringIO(path.read_text())))
        m = tribolab.wheelrail(y=0.002, map=True, **kw)["map"]
        assert len(rows) == m["p"].size > 100
        check_rows(rows, {k: v.ravel() for k, v in m.items()})
    path = tmp_path / "rolled.csv"
    subprocess.run([CLI, "wheelrail", "--y-mm", "2", "--roll-patch", "--map", str(path)],
                   check=True, capture_output=True)
    rows = list(csv.DictReader(io.StringIO(path.read_text())))
    m = tribolab.wheelrail(y=0.002, rolled=True, map=True)["rolled"]["map"]
    # the CLI writes the state as its number or as a word
    states = [STATES.get(r["state"], r["state"]) for r in rows]
    assert [int(s) for s in states] == m["state"].ravel().tolist()
    check_rows(rows, {k: v.ravel() for k, v in m.items()}, skip=("state",))
    assert set(np.unique(m["state"])) == {0, 1, 2}


def test_the_steep_law_warning_names_the_caller_s_line():
    for cx, speed in ((0.01, 10.0), ([[0.01], [0.011]], [10.0])):  # one case; broadcast
        with pytest.warns(RuntimeWarning, match="falling friction is steep") as seen:
            tribolab.steady("fastsim", cx=cx, friction_law="exp", speed=speed)
        assert seen[0].filename == __file__


@pytest.mark.parametrize("call, name", [
    (lambda: tribolab.hertz(load="heavy"), "load"),
    (lambda: tribolab.transient(freq="10 Hz"), "freq"),
    (lambda: tribolab.stickslip(mass="1 kg"), "mass"),
    (lambda: tribolab.wheelrail(gauge="standard"), "gauge"),
])
def test_text_for_a_number_is_an_error_naming_it(call, name):
    with pytest.raises(tribolab.Error, match=rf"\b{name} must be a number"):
        call()


def test_transient_warns_of_a_steep_law_as_the_cli_does():
    args = ["--grid", "40x40", "--periods", "3", "--friction-law", "exp", "--mu-static", "0.5",
            "--mu-kinetic", "0.1", "--s-half-m-s", "0.01"]
    err = subprocess.run([CLI, "transient", *args], check=True, capture_output=True,
                         text=True).stderr
    said = err.split("(", 1)[1].split(")", 1)[0]  # "falling_indicator 6.18 > 0.5"
    assert said.startswith("falling_indicator ")
    with pytest.warns(RuntimeWarning, match="steeper than the grid") as seen:
        tribolab.transient(grid=(40, 40), periods=3, friction_law="exp", mu_static=0.5,
                           mu_kinetic=0.1, s_half=0.01)
    assert f"({said})" in str(seen[0].message) and seen[0].filename == __file__


def test_subsurface_shakedown_keywords():
    """shear_yield reaches the study: p0/k and FI = f - k/p0 follow it (the summary's
    keys, docs/theory.md §12.6); a k outside the core's range is refused by name."""
    s = tribolab.subsurface(source="slide", mu=0.35, grid=(16, 16), points=(9, 5),
                            shear_yield=4.125e8)
    assert s["shear_yield"] == 4.125e8
    assert s["load_factor"] == pytest.approx(s["p0"] / 4.125e8, rel=1e-12)
    assert s["utilised_friction"] == pytest.approx(0.35, rel=1e-9)
    assert s["fatigue_index"] == pytest.approx(0.35 - 4.125e8 / s["p0"], abs=1e-9)
    with pytest.raises(tribolab.Error, match="yield stress in shear"):
        tribolab.subsurface(shear_yield=2.385e4)
