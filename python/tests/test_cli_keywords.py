"""The keywords that give Python an option tribolab-cli had alone
(test_vocabulary.py lists the options): each against the command with the
same option, to the digits it prints, and its refusals as Error.  (wear()'s
wheel-rail case is checked in test_wear.py.)"""
import csv
import io
import os
import re
import subprocess

import pytest

import tribolab

CLI = os.environ["TL_CLI"]


def cli_rows(*args):
    out = subprocess.run([CLI, *args], check=True, capture_output=True, text=True).stdout
    return list(csv.DictReader(io.StringIO(out)))


def cli_summary(*args):
    out = subprocess.run([CLI, *args, "--summary"], check=True, capture_output=True,
                         text=True).stdout
    return dict(line.split("=", 1) for line in out.splitlines())


def cli_refusal(*args):
    """The message of a command that fails (its exit status is not 0)."""
    run = subprocess.run([CLI, *args], capture_output=True, text=True)
    assert run.returncode != 0, args
    return run.stderr


# the CLI prints 10 significant digits
DIGITS = 1e-9


# ---- friction and stickslip: --sign, --max-steps --------------------------------------------

@pytest.mark.parametrize("sign", ["tanh", "sqrt"])
def test_friction_sign_matches_the_cli(sign):
    rows = cli_rows("friction", "--law", "coulomb+stribeck", "--sign", sign,
                    "--sign-eps-m-s", "0.0023", "--v-min-m-s=-0.01", "--v-max-m-s", "0.01",
                    "--points", "41")
    c = tribolab.friction("coulomb+stribeck", v_min=-0.01, v_max=0.01, points=41, sign=sign,
                          sign_eps=0.0023)
    assert len(rows) == len(c["v"]) == 41
    for k, row in enumerate(rows):
        assert float(row["v_m_s"]) == pytest.approx(c["v"][k], rel=DIGITS, abs=1e-15)
        assert float(row["force_n"]) == pytest.approx(c["force"][k], rel=DIGITS, abs=1e-15)
    # a regularised sign is continuous through v = 0: the exact one jumps there
    exact = tribolab.friction("coulomb+stribeck", v_min=-0.01, v_max=0.01, points=41)
    assert abs(c["force"][21] - c["force"][19]) < abs(exact["force"][21] - exact["force"][19])


@pytest.mark.parametrize("sign, eps", [("tanh", "0.0001"), ("sqrt", "0.0007")])
def test_stickslip_sign_matches_the_cli(sign, eps):
    # the Stribeck law (its Coulomb term takes sgn v; the default LuGre takes none)
    s = cli_summary("stickslip", "--law", "stribeck", "--sign", sign, "--sign-eps-m-s", eps)
    run = tribolab.stickslip(law="stribeck", sign=sign, sign_eps=float(eps))["summary"]
    for key, cli_key in (("period", "period_s"), ("peak_spring_force", "peak_spring_force_n"),
                         ("peak_friction", "peak_friction_n"), ("steps", "steps"),
                         ("slip_onsets", "slip_onsets")):
        assert float(s[cli_key]) == pytest.approx(run[key], rel=DIGITS, nan_ok=True), key


def test_stickslip_sign_reaches_the_run():
    tanh = tribolab.stickslip(law="stribeck", sign="tanh")["summary"]
    sqrt = tribolab.stickslip(law="stribeck", sign="sqrt")["summary"]
    assert tanh["steps"] != sqrt["steps"]


def test_stickslip_max_steps_stops_a_run_as_the_cli_does():
    message = cli_refusal("stickslip", "--max-steps", "100")
    assert "took 100 integrator steps" in message
    with pytest.raises(tribolab.Error, match="took 100 integrator steps"):
        tribolab.stickslip(max_steps=100)
    # a cap above the run's steps changes nothing
    s = cli_summary("stickslip", "--max-steps", "100000")
    run = tribolab.stickslip(max_steps=100000)["summary"]
    assert run["steps"] == int(s["steps"]) < 100000
    assert run["period"] == pytest.approx(float(s["period_s"]), rel=DIGITS)


@pytest.mark.parametrize("call, match", [
    (lambda: tribolab.friction(sign="smooth"), "unknown sign mode 'smooth'"),
    (lambda: tribolab.friction(sign=1), "sign mode"),
    (lambda: tribolab.stickslip(sign="tanh", sign_eps=-2.385e-4), "sign"),
    (lambda: tribolab.stickslip(max_steps=0), "max_steps must be a positive whole number"),
    (lambda: tribolab.stickslip(max_steps=2.385), "max_steps must be a whole number"),
    (lambda: tribolab.stickslip(max_steps="100"), "max_steps must be a number"),
])
def test_bad_values_raise(call, match):
    with pytest.raises(tribolab.Error, match=match):
        call()


# ---- friction: --per-term and the motion of --vs-displacement ----------------------------------

def test_friction_per_term_matches_the_cli():
    rows = cli_rows("friction", "--law", "coulomb+viscous+stribeck", "--per-term", "--points",
                    "21", "--external-force-n", "0.3")
    c = tribolab.friction("coulomb+viscous+stribeck", points=21, f_ex=0.3, per_term=True)
    assert set(rows[0]) == {"v_m_s", "force_n", "coulomb_n", "viscous_n", "stribeck_n"}
    for k, row in enumerate(rows):
        for term in ("coulomb", "viscous", "stribeck"):
            assert float(row[term + "_n"]) == pytest.approx(c[term][k], rel=DIGITS,
                                                            abs=1e-15), (k, term)
    # the terms add up to the law
    assert c["coulomb"] + c["viscous"] + c["stribeck"] == pytest.approx(c["force"], rel=1e-12)


@pytest.mark.parametrize("options, kw", [
    ([], {}),  # the ramp v = t(t + 1) under LuGre
    (["--motion", "sine", "--amplitude-m", "3e-5", "--frequency-hz", "2.5", "--duration-s",
      "1.2", "--points", "97"],
     {"motion": "sine", "amplitude": 3e-5, "frequency": 2.5, "duration": 1.2, "points": 97}),
    (["--law", "dahl", "--integrate-dahl", "--motion", "constant", "--velocity-m-s", "0.004"],
     {"law": "dahl", "integrate_dahl": True, "motion": "constant", "velocity": 0.004}),
])
def test_friction_along_a_motion_matches_the_cli(options, kw):
    rows = cli_rows("friction", "--vs-displacement", *options)
    r = tribolab.friction(vs_displacement=True, **kw)
    assert len(rows) == len(r["t"]) > 2
    for k, row in enumerate(rows):
        for key, column in (("t", "t_s"), ("x", "x_m"), ("v", "v_m_s"), ("force", "force_n")):
            assert float(row[column]) == pytest.approx(r[key][k], rel=DIGITS, abs=1e-15), \
                (k, column)


def test_friction_motion_starts_from_the_preset_s(tmp_path):
    path = tmp_path / "sine.ini"
    path.write_text("[preset]\ntitle=Sine motion\n[friction]\nsine_amplitude_um=12.5\n"
                    "sine_frequency_hz=3\nsine_points=61\n")
    rows = cli_rows("friction", "--preset", str(path), "--vs-displacement", "--motion", "sine")
    r = tribolab.friction(preset=path, vs_displacement=True, motion="sine")
    assert len(rows) == len(r["t"]) == 61
    for k, row in enumerate(rows):
        assert float(row["x_m"]) == pytest.approx(r["x"][k], rel=DIGITS, abs=1e-15), k
        assert float(row["force_n"]) == pytest.approx(r["force"][k], rel=DIGITS, abs=1e-15), k
    # the preset's amplitude (the samples come near its peaks), not the library's 20 µm
    assert max(abs(r["x"])) == pytest.approx(12.5e-6, rel=0.1)


def test_friction_motion_keywords_are_refused_where_they_do_not_belong():
    assert "needs --vs-displacement" in cli_refusal("friction", "--motion", "sine")
    with pytest.raises(tribolab.Error, match="keywords of the motion, which need vs_displacement"):
        tribolab.friction(motion="sine")
    assert "not to --vs-displacement" in cli_refusal("friction", "--vs-displacement",
                                                     "--per-term")
    with pytest.raises(tribolab.Error, match="per_term: keywords of the curve"):
        tribolab.friction(vs_displacement=True, per_term=True)
    with pytest.raises(tribolab.Error, match="unknown motion 'zigzag'"):
        tribolab.friction(vs_displacement=True, motion="zigzag")
    with pytest.raises(tribolab.Error, match="motion amplitude must lie between"):
        tribolab.friction(vs_displacement=True, motion="sine", amplitude=-2.385e-5)


# ---- steady: --variant ------------------------------------------------------------------------

def test_steady_strip_variant_matches_the_cli(tmp_path):
    path = str(tmp_path / "map.csv")
    rows = cli_rows("steady", "--variant", "strip", "--cx", "0.001,0.003", "--grid", "20x20",
                    "--map", path)
    r = tribolab.steady(cx=[0.001, 0.003], grid=(20, 20), variant="strip", map=True)
    for k, row in enumerate(rows):
        for key in ("f", "stick_fraction"):
            assert float(row[key]) == pytest.approx(r[key][k], rel=DIGITS), (k, key)
    with open(path) as f:
        cells = list(csv.DictReader(f))
    tx = r["map"]["tx"].ravel()
    assert len(cells) == tx.size == 400
    for k, cell in enumerate(cells):
        assert float(cell["tx_mpa"]) == pytest.approx(tx[k] * 1e-6, rel=DIGITS, abs=1e-9), k
    # the strip variant is another discretisation: its f differs from the fixed grid's
    assert r["f"][0] != pytest.approx(tribolab.steady(cx=0.001, grid=(20, 20))["f"][0],
                                      rel=1e-4)


def test_steady_variant_refusals_are_the_library_s():
    with pytest.raises(tribolab.Error, match="unknown FASTSIM variant 'strips'"):
        tribolab.steady(cx=0.001, variant="strips")
    # a law that depends on the slip speed needs the fixed grid (the core says so)
    assert "needs the fixed grid" in cli_refusal("steady", "--variant", "strip", "--cx", "0.001",
                                                 "--friction-law", "exp")
    with pytest.raises(tribolab.Error, match="needs the fixed-grid FASTSIM"):
        tribolab.steady(cx=0.001, variant="strip", friction_law="exp")


# ---- steady: --model table, --table, --table-interp -------------------------------------------

@pytest.fixture(scope="module")
def creep_table(build_table):
    """A small table about the thesis ellipse (a/b = 2.1)."""
    return build_table("--ratio", "1.5:2.5:3", "--xi=-3:3:13", "--eta=-1:1:3", "--phi=-1:1:3")


@pytest.mark.parametrize("interp", ["cubic", "linear"])
def test_steady_table_model_matches_the_cli(creep_table, interp):
    rows = cli_rows("steady", "--model", "table", "--table", creep_table, "--table-interp",
                    interp, "--cx", "0.0005,0.001,0.002")
    r = tribolab.steady("table", cx=[0.0005, 0.001, 0.002], table=creep_table,
                        table_interp=interp)
    assert len(rows) == 3
    for k, row in enumerate(rows):
        for key, column in (("f", "f"), ("fy", "fy"), ("mz", "mz_nm")):
            assert float(row[column]) == pytest.approx(r[key][k], rel=DIGITS, abs=1e-15), \
                (k, key)
        assert row["stick_fraction"] == "nan"  # the table holds total forces only
    # a loaded table gives the same numbers as its file
    loaded = tribolab.steady("table", cx=[0.0005, 0.001, 0.002],
                             table=tribolab.table.load(creep_table), table_interp=interp)
    assert list(loaded["f"]) == list(r["f"])


@pytest.mark.parametrize("interp", ["cubic", "linear"])
def test_steady_curves_table_matches_the_export_csv(creep_table, interp, tmp_path):
    csv_path = str(tmp_path / "curves.csv")
    subprocess.run([CLI, "export", "--view", "traction-curve", "-o", str(tmp_path / "c.png"),
                    "--csv", csv_path, "--models", "fastsim,table", "--table", creep_table,
                    "--table-interp", interp, "--cx-max", "0.004"],
                   check=True, capture_output=True)
    with open(csv_path) as f:
        rows = list(csv.DictReader(f))
    c = tribolab.steady_curves(models=("fastsim", "table"), table=creep_table,
                               table_interp=interp, cx_max=0.004)
    assert len(rows) == len(c["cx"])
    for k, row in enumerate(rows):
        for key in ("cx", "f_fastsim", "f_table"):
            assert float(row[key]) == pytest.approx(c[key][k], rel=DIGITS, abs=1e-15), (k, key)
    with pytest.raises(tribolab.Error, match="belong to 'table' in models"):
        tribolab.steady_curves(models="fastsim", table=creep_table)
    with pytest.raises(tribolab.Error, match="'table' in models needs table="):
        tribolab.steady_curves(models="table")


def test_steady_curves_take_the_preset_s_models_as_the_export_does(tmp_path):
    path = tmp_path / "curves.ini"
    path.write_text("[preset]\ntitle=Curves\n[contact]\nmx=12\nmy=12\n"
                    "[steady]\nmodels = linear,polach\n")
    csv_path = str(tmp_path / "curves.csv")
    subprocess.run([CLI, "export", "--view", "traction-curve", "-o", str(tmp_path / "c.png"),
                    "--csv", csv_path, "--preset", str(path), "--cx-max", "0.004"],
                   check=True, capture_output=True)
    with open(csv_path) as f:
        rows = list(csv.DictReader(f))
    c = tribolab.steady_curves(preset=path, cx_max=0.004)
    assert "f_polach" in c and "f_fastsim" not in c and "f_shen" not in c
    assert len(rows) == len(c["cx"])
    for k, row in enumerate(rows):
        for key in ("cx", "f_linear", "f_polach"):
            assert float(row[key]) == pytest.approx(c[key][k], rel=DIGITS, abs=1e-15), (k, key)
    # models given: the preset's are not read; no preset: the three of the window's default
    assert "f_polach" not in tribolab.steady_curves(models="linear", preset=path, cx_max=0.004)
    assert {"f_linear", "f_fastsim", "f_shen"} <= set(tribolab.steady_curves(cx_max=0.004))


def test_steady_table_model_takes_the_preset_s_table(creep_table, tmp_path):
    path = tmp_path / "with-table.ini"
    path.write_text(f"[preset]\ntitle=Table\n[steady]\ntable = {creep_table}\n")
    rows = cli_rows("steady", "--preset", str(path), "--model", "table", "--cx", "0.001,0.003")
    r = tribolab.steady("table", cx=[0.001, 0.003], preset=path)
    c = tribolab.steady_curves(models="table", preset=path, cx_max=0.004)
    direct = tribolab.steady_curves(models="table", table=creep_table, cx_max=0.004)
    for k, row in enumerate(rows):
        assert float(row["f"]) == pytest.approx(r["f"][k], rel=DIGITS), k
    assert list(c["f_table"]) == list(direct["f_table"])


def test_steady_table_refusals(creep_table):
    assert "--model table needs --table" in cli_refusal("steady", "--model", "table", "--cx",
                                                        "0.001")
    with pytest.raises(tribolab.Error, match="model 'table' needs table="):
        tribolab.steady("table", cx=0.001)
    with pytest.raises(tribolab.Error, match="belong to model 'table'"):
        tribolab.steady("fastsim", cx=0.001, table=creep_table)
    with pytest.raises(tribolab.Error, match="unknown interpolation 'spline'"):
        tribolab.steady("table", cx=0.001, table=creep_table, table_interp="spline")
    with pytest.raises(tribolab.Error, match="takes Coulomb friction"):
        tribolab.steady("table", cx=0.001, table=creep_table, friction_law="exp")


# ---- wheelrail: the rolled patch's --speed-m-s and wear laws ------------------------------

def test_wheelrail_rolled_wear_figures_match_the_cli():
    rows = cli_rows("wheelrail", "--y-mm", "2", "--roll-patch", "--speed-m-s", "3.7",
                    "--archard-k", "2e-4", "--hardness-mpa", "2500", "--shear-yield-mpa", "350")
    row = next(r for r in rows if r["side"] == "left" and r["point"] == "1")
    r = tribolab.wheelrail(y=0.002, rolled=True, speed=3.7, archard_k=2e-4, hardness=2500e6,
                           shear_yield=350e6)["rolled"]
    for key, column, scale in (("fx", "fx_n", 1.0), ("frictional_power", "frictional_power_w", 1.0),
                               ("frictional_power_macro", "frictional_power_macro_w", 1.0),
                               ("t_gamma", "t_gamma_n", 1.0),
                               ("wear_rate_archard", "wear_rate_archard_um3_m", 1e18),
                               ("wear_rate_usfd", "wear_rate_usfd_ug_m_mm2", 1e3),
                               ("fatigue_index", "fatigue_index", 1.0)):
        assert float(row[column]) == pytest.approx(r[key] * scale, rel=DIGITS), column
    assert row["wear_regime"] == r["wear_regime"]
    # the power grows with the speed: the keyword reached the study
    assert r["frictional_power"] > tribolab.wheelrail(y=0.002, rolled=True)["rolled"][
        "frictional_power"]


@pytest.mark.parametrize("kw, option, match", [
    ({"speed": -2.385}, ["--speed-m-s=-2.385"], "rolling speed V must lie between"),
    ({"hardness": 0.0}, ["--hardness-mpa", "0"], "hardness must lie between"),
])
def test_wheelrail_rolled_refusals_are_the_cli_s(kw, option, match):
    assert re.search(match, cli_refusal("wheelrail", "--roll-patch", *option))
    with pytest.raises(tribolab.Error, match=match):
        tribolab.wheelrail(rolled=True, **kw)


def test_wheelrail_wear_keywords_need_the_rolled_patch():
    assert "give --roll-patch" in cli_refusal("wheelrail", "--speed-m-s", "3")
    with pytest.raises(tribolab.Error, match="give rolled=True"):
        tribolab.wheelrail(speed=3.0)


def test_wheelrail_smoothed_profile_files_match_the_cli(tmp_path):
    # profile files of the new pair, as tribolab-cli wear writes them (0.1 mm points)
    wheel, rail = str(tmp_path / "wheel.txt"), str(tmp_path / "rail.txt")
    subprocess.run([CLI, "wear", "--passes", "0", "--out-wheel", wheel, "--out-rail", rail],
                   check=True, capture_output=True)
    rows = cli_rows("wheelrail", "--wheel", wheel, "--rail", rail, "--y-mm", "2",
                    "--smooth-mm", "1.5")
    w = tribolab.wheelrail(y=0.002, wheel=wheel, rail=rail, smooth=1.5e-3)
    assert len(rows) == len(w["a"]) == 2
    for k, row in enumerate(rows):
        for key, column in (("a", "a_mm"), ("b", "b_mm"), ("r", "r_mm"), ("s_wheel", "s_wheel_mm")):
            assert float(row[column]) == pytest.approx(w[key][k] * 1e3, rel=DIGITS), (k, key)
        assert float(row["dr_mm"]) == pytest.approx(w["dr"] * 1e3, rel=DIGITS)
    # the B-spline is another curve than the interpolating spline through the points
    plain = tribolab.wheelrail(y=0.002, wheel=wheel, rail=rail)
    assert plain["a"][0] != pytest.approx(w["a"][0], rel=1e-4)
    assert "knot spacing must lie between" in cli_refusal("wheelrail", "--wheel", wheel,
                                                           "--smooth-mm", "0.1")
    with pytest.raises(tribolab.Error, match="knot spacing must lie between"):
        tribolab.wheelrail(wheel=wheel, smooth=0.1e-3)


# ---- the contact case: --material, --rail-material ------------------------------------------

def test_hertz_named_materials_match_the_cli():
    row = cli_rows("hertz", "--material", "cast-iron", "--rail-material", "steel")[0]
    h = tribolab.hertz(material="cast-iron", rail_material="steel")
    for key, column, scale in (("a", "a_mm", 1e3), ("p0", "p0_mpa", 1e-6),
                               ("approach", "approach_mm", 1e3), ("c11", "c11", 1.0),
                               ("c22", "c22", 1.0), ("c23", "c23", 1.0), ("c33", "c33", 1.0),
                               ("shear_modulus", "g_gpa", 1e-9), ("poisson", "nu", 1.0),
                               ("e_star", "e_star_gpa", 1e-9), ("kd", "kd", 1.0)):
        assert float(row[column]) == pytest.approx(h[key] * scale, rel=DIGITS), column
    # two materials: the combined modulus lies between cast iron's and steel's own
    iron, steel = tribolab.hertz(material="cast-iron"), tribolab.hertz(material="steel")
    assert iron["e_star"] < h["e_star"] < steel["e_star"]


def test_steady_named_materials_match_the_cli():
    rows = cli_rows("steady", "--material", "aluminium", "--rail-material", "steel", "--nu",
                    "0.3", "--cx", "0.001,0.004", "--grid", "20x20")
    r = tribolab.steady(cx=[0.001, 0.004], grid=(20, 20), material="aluminium",
                        rail_material="steel", poisson=0.3)
    for k, row in enumerate(rows):
        for key in ("f", "stick_fraction"):
            assert float(row[key]) == pytest.approx(r[key][k], rel=DIGITS), (k, key)
    # poisson was given: both bodies take the wheel's (aluminium's) modulus, as the CLI's
    # --nu does, so the rail's steel is gone
    assert r["f"][0] == pytest.approx(
        tribolab.steady(cx=0.001, grid=(20, 20), material="aluminium", poisson=0.3)["f"][0],
        rel=1e-12)


def test_subsurface_and_transient_named_materials_match_the_cli():
    s = cli_summary("subsurface", "--material", "brass", "--rail-material", "steel",
                    "--points", "21x21")
    sub = tribolab.subsurface(points=(21, 21), material="brass", rail_material="steel")
    assert float(s["max_von_mises_mpa"]) == pytest.approx(sub["max_von_mises"] * 1e-6,
                                                          rel=DIGITS)
    t = cli_summary("transient", "--material", "glass", "--grid", "12x12", "--periods", "2")
    run = tribolab.transient(grid=(12, 12), periods=2, material="glass")["summary"]
    assert float(t["delay_ms"]) == pytest.approx(run["delay"] * 1e3, rel=DIGITS)
    assert float(t["f_max"]) == pytest.approx(run["f_max"], rel=DIGITS)


@pytest.mark.parametrize("call, match", [
    (lambda: tribolab.hertz(material="wood"), "unknown material 'wood'"),
    (lambda: tribolab.steady(rail_material="oak"), "unknown material 'oak'"),
    (lambda: tribolab.hertz(material=2.385), "material must be a material's name"),
])
def test_bad_materials_raise(call, match):
    with pytest.raises(tribolab.Error, match=match):
        call()


# ---- hertz: --map ------------------------------------------------------------------------------

def test_hertz_map_matches_the_cli():
    rows = cli_rows("hertz", "--map", "--grid", "17x11", "--load-kn", "137")
    m = tribolab.hertz(map=True, grid=(17, 11), load=137e3)["map"]
    assert m["pn"].shape == (11, 17)
    inside = m["active"]
    assert len(rows) == int(inside.sum()) > 0
    for k, row in enumerate(rows):
        for key, column in (("x", "x_mm"), ("y", "y_mm")):
            assert float(row[column]) == pytest.approx(m[key][inside][k] * 1e3, rel=DIGITS,
                                                       abs=1e-12), (k, key)
        assert float(row["pn_mpa"]) == pytest.approx(m["pn"][inside][k] * 1e-6, rel=DIGITS), k
    # outside the ellipse no pressure
    assert not m["pn"][~inside].any()


def test_hertz_map_takes_one_case():
    with pytest.raises(tribolab.Error, match="map=True takes one case"):
        tribolab.hertz(map=True, load=[100e3, 150e3])


# ---- transient: --dt-ms -----------------------------------------------------------------------

def test_transient_row_step_matches_the_cli():
    args = ["transient", "--dt-ms", "0.3", "--grid", "12x12", "--periods", "2", "--mu", "1"]
    rows = cli_rows(*args)
    run = tribolab.transient(dt=0.3e-3, grid=(12, 12), periods=2, mu=1.0)
    assert len(rows) == len(run["t"])
    for k, row in enumerate(rows):
        assert float(row["t_ms"]) == pytest.approx(run["t"][k] * 1e3, rel=DIGITS, abs=1e-12)
        assert float(row["f"]) == pytest.approx(run["f"][k], rel=DIGITS, abs=1e-15), k
    s = cli_summary(*args)
    for key, cli_key, scale in (("dt", "dt_ms", 1e3), ("courant", "courant", 1.0),
                                ("delay", "delay_ms", 1e3), ("rows", "rows", 1.0)):
        assert float(s[cli_key]) == pytest.approx(run["summary"][key] * scale, rel=DIGITS), key


def test_transient_row_step_refusals():
    assert "the exact solver rolls exactly one cell per step" in cli_refusal(
        "transient", "--model", "exact", "--dt-ms", "0.05", "--grid", "12x12")
    with pytest.raises(tribolab.Error, match="the exact solver rolls exactly one cell per step"):
        tribolab.transient("exact", dt=5e-5, grid=(12, 12))
    assert "not both" in cli_refusal("transient", "--dt-ms", "0.05", "--courant", "0.5")
    with pytest.raises(tribolab.Error, match="give either courant or dt, not both"):
        tribolab.transient(dt=5e-5, courant=0.5)
    with pytest.raises(tribolab.Error, match="dt must be positive"):
        tribolab.transient(dt=-2.385e-5)


# ---- transient: --waveform-file ---------------------------------------------------------------

def test_transient_waveform_file_matches_the_cli(tmp_path):
    path = tmp_path / "creepage.csv"
    path.write_text("t_ms,cx\n0,0\n5,0.004\n20,0.004\n30,-0.0023\n")
    args = ["transient", "--waveform-file", str(path), "--grid", "12x12"]
    rows = cli_rows(*args)
    run = tribolab.transient(waveform_file=path, grid=(12, 12))
    assert len(rows) == len(run["t"]) > 2
    for k, row in enumerate(rows):
        assert float(row["cx"]) == pytest.approx(run["cx"][k], rel=DIGITS, abs=1e-15), k
        assert float(row["f"]) == pytest.approx(run["f"][k], rel=DIGITS, abs=1e-15), k
    s = cli_summary(*args)
    assert s["waveform"] == run["summary"]["waveform"] == "csv"
    # by default the run ends at the table's last sample (to the step), as the CLI's does
    assert float(s["duration_ms"]) == pytest.approx(run["summary"]["duration"] * 1e3,
                                                    rel=DIGITS)
    assert run["summary"]["duration"] == pytest.approx(30e-3, abs=run["summary"]["dt"])


def test_transient_waveform_file_refusals(tmp_path):
    with pytest.raises(tribolab.Error, match="waveform 'csv' needs waveform_file="):
        tribolab.transient(waveform="csv")
    with pytest.raises(tribolab.Error, match="waveform_file does not apply to waveform 'sine'"):
        tribolab.transient(waveform="sine", waveform_file=tmp_path / "x.csv")
    bad = tmp_path / "bad.csv"
    bad.write_text("t_ms,cx\n0,0\n0,0.004\n")
    assert "line" in cli_refusal("transient", "--waveform-file", str(bad))
    with pytest.raises(tribolab.Error, match="line"):  # the library's message names the line
        tribolab.transient(waveform_file=bad)


# ---- rolling: --wall, --rj-m inf --------------------------------------------------------------

def check_rolling_rows(rows, r):
    assert len(rows) == len(r["t"]) > 2
    for k, row in enumerate(rows):
        assert float(row["omega_rad_s"]) == pytest.approx(r["omega"][k], rel=DIGITS,
                                                          abs=1e-12), k
        assert float(row["torque_nm"]) == pytest.approx(r["torque"][k], rel=DIGITS,
                                                        abs=1e-15), k


def test_rolling_on_a_wall_matches_the_cli():
    r = tribolab.rolling(wall=True, radius_i=0.013, duration=0.02)
    check_rolling_rows(cli_rows("rolling", "--wall", "--ri-m", "0.013", "--duration-ms", "20"),
                       r)
    # the wall is the sphere of infinite radius, as --rj-m inf
    assert list(tribolab.rolling(radius_j=float("inf"), radius_i=0.013,
                                 duration=0.02)["omega"]) == list(r["omega"])
    # and not the default sphere j
    assert r["omega"][-1] != tribolab.rolling(radius_i=0.013, duration=0.02)["omega"][-1]


def test_a_finite_radius_j_rolls_on_a_sphere_over_a_preset_s_wall(tmp_path):
    path = tmp_path / "wall.ini"
    path.write_text("[preset]\ntitle=Wall\n[rolling]\npartner=wall\nduration_ms=20\n")
    rows = cli_rows("rolling", "--preset", str(path), "--rj-m", "0.017")
    check_rolling_rows(rows, tribolab.rolling(preset=path, radius_j=0.017))
    assert "not both" in cli_refusal("rolling", "--wall", "--rj-m", "0.02")
    with pytest.raises(tribolab.Error, match="give either wall=True or a finite radius_j"):
        tribolab.rolling(wall=True, radius_j=0.02)


# ---- rolling: --normal, --kn-n-m, --estar-gpa, --overlap-m -------------------------------------

@pytest.mark.parametrize("options, kw", [
    (["--normal", "hooke", "--kn-n-m", "2.385e7", "--overlap-m", "2e-6"],
     {"normal": "hooke", "kn": 2.385e7, "overlap": 2e-6}),
    (["--normal", "hertz", "--estar-gpa", "100", "--overlap-m", "3e-7"],
     {"normal": "hertz", "estar": 100e9, "overlap": 3e-7}),
    (["--normal", "constant", "--fn0-n", "23.85"], {"normal": "constant", "normal_load": 23.85}),
])
def test_rolling_normal_models_match_the_cli(options, kw):
    r = tribolab.rolling(duration=0.02, **kw)
    check_rolling_rows(cli_rows("rolling", "--duration-ms", "20", *options), r)
    # the normal force changed the run: the slider's torque scales with it
    assert r["torque"][-1] != tribolab.rolling(duration=0.02)["torque"][-1]


@pytest.mark.parametrize("kw, options, match", [
    ({"normal": "spring"}, ["--normal", "spring"], "constant, hooke or hertz"),
    ({"kn": 1e7}, ["--kn-n-m", "1e7"], "hooke only"),
    ({"normal": "hooke", "estar": 1e11}, ["--normal", "hooke", "--estar-gpa", "100"],
     "hertz only"),
    ({"overlap": 1e-6}, ["--overlap-m", "1e-6"], "hooke or hertz"),
    ({"normal": "hertz", "normal_load": 5.0}, ["--normal", "hertz", "--fn0-n", "5"],
     "constant only"),
])
def test_rolling_normal_refusals_are_the_cli_s(kw, options, match):
    assert re.search(match, cli_refusal("rolling", *options))
    with pytest.raises(tribolab.Error, match=match):
        tribolab.rolling(**kw)


# ---- transient: the waveform chosen by its keywords (--cx, --c-before, ...) --------------------

def check_transient_rows(rows, run):
    assert len(rows) == len(run["t"]) > 2
    for k, row in enumerate(rows):
        assert float(row["cx"]) == pytest.approx(run["cx"][k], rel=DIGITS, abs=1e-15), k
        assert float(row["f"]) == pytest.approx(run["f"][k], rel=DIGITS, abs=1e-15), k


@pytest.mark.parametrize("options, kw, waveform", [
    (["--cx", "0.0031"], {"cx": 0.0031}, "constant"),
    (["--c-before", "0.001", "--c-after", "0.0043", "--step-at-ms", "4"],
     {"before": 0.001, "after": 0.0043, "t_step": 4e-3}, "step"),
    (["--c0", "0.002", "--frequency-hz", "25"], {"mean": 0.002, "freq": 25.0}, "sine"),
])
def test_transient_waveform_keywords_choose_it_as_the_cli_s(options, kw, waveform):
    args = ["transient", "--grid", "12x12", *options]
    run = tribolab.transient(grid=(12, 12), **kw)
    check_transient_rows(cli_rows(*args), run)
    assert run["summary"]["waveform"] == cli_summary(*args)["waveform"] == waveform


def test_a_preset_s_constant_waveform_runs_at_its_creepage(tmp_path):
    path = tmp_path / "constant.ini"
    path.write_text("[preset]\ntitle=Constant\n[contact]\ncx = 0.0037\n"
                    "[transient]\nwaveform = constant\n")
    run = tribolab.transient(preset=path, grid=(12, 12))
    check_transient_rows(cli_rows("transient", "--preset", str(path), "--grid", "12x12"), run)
    assert set(run["cx"]) == {0.0037}


@pytest.mark.parametrize("kw, options, match", [
    ({"cx": 0.003, "mean": 0.002}, ["--cx", "0.003", "--c0", "0.002"], "several waveforms"),
    ({"waveform": "sine", "before": 0.001}, ["--waveform", "sine", "--c-before", "0.001"],
     "does not apply to"),
])
def test_transient_waveform_keywords_of_another_kind_are_refused(kw, options, match):
    assert match in cli_refusal("transient", *options)
    with pytest.raises(tribolab.Error, match=match):
        tribolab.transient(**kw)


def test_transient_takes_one_constant_creepage():
    with pytest.raises(tribolab.Error, match="cx and value both give the constant creepage"):
        tribolab.transient(cx=0.003, value=0.002)
