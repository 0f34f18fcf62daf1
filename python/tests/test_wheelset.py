"""tribolab.wheelset(): the same numbers as ``tribolab-cli wheelset`` (its
summary, its root-locus CSV and its kinematic table), the closed form of the
yaw-stiffness-only critical speed (docs/theory.md §13.4), and Error for
every input the command refuses."""
import csv
import io
import math
import os
import subprocess

import numpy as np
import pytest

import tribolab

CLI = os.environ["TL_CLI"]


def cli(*args):
    return subprocess.run([CLI, "wheelset", *args], check=True, capture_output=True,
                          text=True).stdout


def summary(*args):
    return dict(line.split("=", 1) for line in cli("--summary", *args).splitlines())


def rows(text):
    return list(csv.DictReader(io.StringIO(text)))


def test_default_summary_matches_the_cli():
    w = tribolab.wheelset()
    s = summary()
    for key, cli_key in (("critical_speed", "critical_speed_m_s"), ("frequency", "frequency_hz"),
                         ("klingel_wavelength", "klingel_wavelength_m"),
                         ("hunting_wavelength", "hunting_wavelength_m"), ("f11", "f11_n"),
                         ("f22", "f22_n"), ("f23", "f23_n_m"), ("f33", "f33_n_m2")):
        assert w[key] == pytest.approx(float(s[cli_key]), rel=1e-9), key
    assert w["creep_coefficients"] == s["creep_coefficients"] == "patch"
    assert len(w["patches"]["a"]) == int(s["patches"])
    assert w["patches"]["a"][0] * 1e3 == pytest.approx(float(s["patch_a_mm"]), rel=1e-9)
    assert w["critical"] == "found"


def test_root_locus_matches_the_cli_csv():
    w = tribolab.wheelset(speeds=(10.0, 60.0, 10.0), f11=1e7, f22=9e6, spin_creep=True,
                          gravity_stiffness="on")
    table = rows(cli("--speeds-m-s", "10:60:10", "--f11-n", "1e7", "--f22-n", "9e6",
                     "--spin-creep", "on", "--gravity-stiffness", "on"))
    assert len(table) == 6 * 4 == w["real"].size
    for i, row in enumerate(table):
        k, m = divmod(i, 4)
        assert int(row["mode"]) == m + 1
        assert float(row["speed_m_s"]) == pytest.approx(w["speed"][k], rel=1e-9)
        for name, column in (("real", "real_1_s"), ("imag", "imag_rad_s"), ("freq", "freq_hz"),
                             ("damping_ratio", "damping_ratio")):
            assert float(row[column]) == pytest.approx(w[name][k, m], rel=1e-8, abs=1e-12)
    # f23, f33 were not given and the spin terms are on: they come from the patches
    assert w["creep_coefficients"] == "given+patch"


def test_kinematic_profiles_match_the_cli():
    k = tribolab.wheelset("kinematic", profiles=True, amplitudes=(0.002, 0.005, 0.001))
    table = rows(cli("--mode", "kinematic", "--profiles", "--amplitudes-mm", "2:5:1"))
    assert len(table) == len(k["amplitude"]) == 4
    for i, row in enumerate(table):
        assert float(row["amplitude_mm"]) == pytest.approx(k["amplitude"][i] * 1e3, rel=1e-12)
        for name, column in (("wavelength", "wavelength_m"),
                             ("klingel_wavelength", "klingel_wavelength_m"),
                             ("conicity_harmonic", "conicity_harmonic"),
                             ("conicity_integration", "conicity_integration")):
            assert float(row[column]) == pytest.approx(k[name][i], rel=1e-9)


def test_run_matches_the_cli():
    w = tribolab.wheelset("run", True, speed=100.0, ramp_to=120.0, duration=0.5, dt=0.005,
                          y0=0.002, f11=1e7, f22=9e6)
    table = rows(cli("--mode", "run", "--profiles", "--speed-m-s", "100", "--ramp-to-m-s",
                     "120", "--duration-s", "0.5", "--dt-s", "0.005", "--y0-mm", "2",
                     "--f11-n", "1e7", "--f22-n", "9e6"))
    assert len(table) == len(w["t"]) == 101
    for i, row in enumerate(table):
        for name, column, scale in (("t", "t_s", 1.0), ("x", "x_m", 1.0), ("v", "v_m_s", 1.0),
                                    ("y", "y_mm", 1e3), ("psi", "psi_mrad", 1e3),
                                    ("fy", "fy_n", 1.0)):
            assert float(row[column]) == pytest.approx(w[name][i] * scale, rel=1e-9,
                                                       abs=1e-12), (i, name)
    assert not w["stopped"]


@pytest.mark.parametrize("model, extra", [("polach", {}), ("fastsim", {"mu": 0.25})])
def test_saturating_run_matches_the_cli(model, extra):
    w = tribolab.wheelset("run", creep_model=model, speed=160.0, duration=0.4, dt=0.004,
                          **extra)
    options = ["--mu", "0.25"] if extra else []
    table = rows(cli("--mode", "run", "--creep-model", model, "--speed-m-s", "160",
                     "--duration-s", "0.4", "--dt-s", "0.004", *options))
    assert w["creep_model"] == model and len(table) == len(w["t"]) == 101
    for i, row in enumerate(table):
        assert float(row["y_mm"]) == pytest.approx(w["y"][i] * 1e3, rel=1e-9, abs=1e-12)
        assert float(row["fy_n"]) == pytest.approx(w["fy"][i], rel=1e-9, abs=1e-9)
        assert float(row["frictional_power_macro_w"]) == pytest.approx(
            w["frictional_power_macro"][i], rel=1e-9, abs=1e-9)
        if model == "polach":  # no slip field: nan in both
            assert math.isnan(float(row["frictional_power_w"]))
            assert math.isnan(w["frictional_power"][i])
        else:
            assert float(row["frictional_power_w"]) == pytest.approx(
                w["frictional_power"][i], rel=1e-9, abs=1e-9)
    summary = dict(line.split("=", 1) for line in cli(
        "--mode", "run", "--creep-model", model, "--speed-m-s", "160", "--duration-s", "0.4",
        "--dt-s", "0.004", "--summary", *options).splitlines())
    for key in ("frictional_power_macro_mean", "frictional_power_mean"):
        if math.isnan(w[key]):
            assert summary[key + "_w"] == "none"
        else:
            assert float(summary[key + "_w"]) == pytest.approx(w[key], rel=1e-9)


def test_contact_angles_match_the_cli():
    # the start as the CLI makes it from --y0-mm 6.5 (6.5 * 1e-3 is not 0.0065 to the last
    # bit, and the flange's stiff force would spread that difference)
    w = tribolab.wheelset("run", True, contact_angles=True, speed=120.0, duration=0.2,
                          dt=0.004, y0=6.5 * 1e-3)
    table = rows(cli("--mode", "run", "--profiles", "--contact-angles", "on", "--speed-m-s",
                     "120", "--duration-s", "0.2", "--dt-s", "0.004", "--y0-mm", "6.5"))
    assert len(table) == len(w["t"]) == 51
    for i, row in enumerate(table):
        assert float(row["y_mm"]) == pytest.approx(w["y"][i] * 1e3, rel=1e-9, abs=1e-12)
    # started against the flange: the profiles' normal forces push back harder than the load
    assert w["flange_force"][0] < -80e3


def test_yaw_stiffness_only_closed_form():
    m, inertia, r0, e, lam, kpsi, f11, f22 = 1500.0, 700.0, 0.46, 0.75, 0.2, 5e6, 1e7, 9e6
    w = tribolab.wheelset(ky=0.0, kpsi=kpsi, f11=f11, f22=f22, mass=m, yaw_inertia=inertia,
                          r0=r0, e=e, conicity=lam, speed=50.0)
    a = 2 * f22
    p = 2 * m * f11 * e * e + inertia * a
    vc = math.sqrt(a * e * r0 * kpsi * p / (lam * p * p - m * m * e * r0 * kpsi * kpsi))
    assert w["critical_speed"] == pytest.approx(vc, rel=1e-7)
    assert w["frequency"] == pytest.approx(math.sqrt(a * kpsi / p) / (2 * math.pi), rel=1e-6)
    assert w["creep_coefficients"] == "given" and "patches" not in w


def test_kinematic_cones_are_klingel():
    k = tribolab.wheelset("kinematic", conicity=0.1, r0=0.5, e=0.74)
    np.testing.assert_allclose(k["wavelength"], 2 * math.pi * math.sqrt(0.5 * 0.74 / 0.1),
                               rtol=1e-9)


def test_free_wheelset_is_unstable_below_the_search():
    w = tribolab.wheelset(ky=0.0, kpsi=0.0)
    assert w["critical"] == "below" and w["critical_speed"] == 0.0
    assert math.isnan(w["frequency"])


@pytest.mark.parametrize("kw, message", [
    (dict(mode="hunting"), "mode must be"),
    (dict(creep_model="fastsim"), "belongs to mode 'run'"),
    (dict(mode="run", mu=0.3), "FASTSIM's friction coefficient"),
    (dict(mode="run", creep_model="fastsim", mu=2.0), "friction coefficient"),
    (dict(creep_model="polach"), "belongs to mode 'run'"),
    (dict(mode="run", creep_model="polach", f22=9e6), "give no f22"),
    (dict(mode="run", creep_model="kalker"), "expected linear, fastsim or polach"),
    (dict(duration=1.0), "belong to mode 'run'"),
    (dict(mode="run", speeds=(10.0, 20.0, 5.0)), "belong to mode 'eigen'"),
    (dict(mode="run", dt=3.0), "output interval"),
    (dict(mode="run", profiles=True, gravity_stiffness=True), "gravitational"),
    (dict(mode="run", contact_angles=True), "contact_angles are the profile pair's"),
    (dict(mode="run", profiles=True, contact_angles=True, flange_clearance=0.006),
     "carry its flange"),
    (dict(contact_angles=True), "belong to mode 'run' or 'bifurcation'"),
    (dict(mass=-3.0), "wheelset mass"),
    (dict(mass=float("nan")), "finite"),
    (dict(mass=[1.0, 2.0]), "one number"),
    (dict(conicity=0.9), "roll over"),
    (dict(speeds=(50.0, 10.0, 5.0)), r"\(FROM, TO, STEP\)"),
    (dict(speeds=(10.0, 50.0)), r"\(FROM, TO, STEP\)"),
    (dict(speed=10.0, speeds=(10.0, 50.0, 5.0)), "not both"),
    (dict(speed=-1.0), "speeds must run"),
    (dict(spin_creep="yes"), "spin_creep"),
    (dict(mode="kinematic", mass=1200.0), "belong to mode 'eigen' or 'run'"),
    (dict(profiles=True), "belong to mode 'kinematic' or 'run'"),
    (dict(mode="kinematic", profiles=True, e=0.75), "profile pair"),
    (dict(mode="kinematic", profiles=True, amplitudes=(0.001, 0.01, 0.001)), "8 mm"),
    (dict(mode="kinematic", wheel="S1002"), "neither is used"),
    (dict(wheel="/nonexistent/profile.txt"), "wheel"),
])
def test_bad_input_is_an_error(kw, message):
    with pytest.raises(tribolab.Error, match=message):
        tribolab.wheelset(**kw)


def test_bifurcation_matches_the_cli():
    w = tribolab.wheelset("bifurcation", speeds=(80.0, 150.0, 10.0), flange_clearance=9.125e-3)
    s = summary("--mode", "bifurcation", "--speeds-m-s", "80:150:10",
                "--flange-clearance-mm", "9.125")
    assert w["nonlinear_critical_speed"] == pytest.approx(
        float(s["nonlinear_critical_speed_m_s"]), rel=1e-9)
    assert w["critical_speed"] == pytest.approx(float(s["critical_speed_m_s"]), rel=1e-9)
    assert w["flange_clearance"] == pytest.approx(9.125e-3, rel=1e-12)
    table = rows(cli("--mode", "bifurcation", "--speeds-m-s", "80:150:10",
                     "--flange-clearance-mm", "9.125"))
    assert [float(r["speed_m_s"]) for r in table] == list(w["speed"])
    assert [r["sustained"] == "1" for r in table] == list(w["sustained"])
    # with linear forces the sweep finds the eigenvalues' critical speed (§13.8)
    assert abs(w["nonlinear_critical_speed"] - w["critical_speed"]) <= 10.0 / 16 + 0.3


def test_bifurcation_refusals():
    with pytest.raises(tribolab.Error, match="belong to mode 'run'"):
        tribolab.wheelset("bifurcation", speed=70.0)
    with pytest.raises(tribolab.Error, match="flange_from_profiles"):
        tribolab.wheelset("run", flange_from_profiles=True)
    with pytest.raises(tribolab.Error, match="belong to mode 'run' or 'bifurcation'"):
        tribolab.wheelset("eigen", flange_clearance=6.5e-3)
    with pytest.raises(tribolab.Error, match="flangeway clearance"):
        tribolab.wheelset("run", flange_clearance=-2.385e-3)


def _preset_file(tmp_path, body):
    path = tmp_path / "ws.ini"
    path.write_text("[preset]\nformat = 1\ntitle = t\n[wheelset]\n" + body)
    return str(path)


@pytest.mark.parametrize("body, kw, args", [
    # on the profiles: the pair's flange through the contact angles (the preset's),
    # or a spring at the pair's clearance, or the keywords' flange instead
    ("wheels = profiles\nspeed_m_s = 70\nduration_s = 0.3\ncontact_angles = on\n", {}, []),
    ("wheels = profiles\nspeed_m_s = 70\nduration_s = 0.3\ncontact_angles = off\n", {}, []),
    ("wheels = profiles\nspeed_m_s = 70\nduration_s = 0.3\n",
     dict(flange_clearance=5e-3), ["--flange-clearance-mm", "5"]),
    # on cones: the preset's flange spring, or none with the profiles' keyword
    ("speed_m_s = 140\nduration_s = 0.4\nflange_clearance_mm = 2\ncreep_model = fastsim\n",
     {}, []),
    ("speed_m_s = 140\nduration_s = 0.4\nflange_clearance_mm = 2\n",
     dict(profiles=True), ["--profiles"]),
])
def test_preset_run_matches_the_cli(tmp_path, body, kw, args):
    path = _preset_file(tmp_path, body)
    w = tribolab.wheelset("run", preset=path, **kw)
    table = rows(cli("--mode", "run", "--preset", path, *args))
    assert len(table) == len(w["t"])
    for i in (0, len(table) // 2, len(table) - 1):
        assert float(table[i]["y_mm"]) == pytest.approx(w["y"][i] * 1e3, rel=1e-9, abs=1e-12)
        assert float(table[i]["fy_n"]) == pytest.approx(w["fy"][i], rel=1e-9, abs=1e-6)
    s = summary("--mode", "run", "--preset", path, *args)
    assert w["flange_clearance"] * 1e3 == pytest.approx(float(s["flange_clearance_mm"]),
                                                        rel=1e-9, abs=1e-12)


def test_preset_refusals(tmp_path):
    with pytest.raises(tribolab.Error, match="names no table"):
        tribolab.wheelset("run", preset=_preset_file(tmp_path, "creep_model = table\n"))
    with pytest.raises(tribolab.Error, match="speed"):
        tribolab.wheelset("run", preset=_preset_file(tmp_path, "speed_m_s = -4\n"))
    with pytest.raises(tribolab.Error):
        tribolab.wheelset(preset=str(tmp_path / "missing.ini"))
    # the root locus takes the wheelset alone: the preset's run settings stay unread
    w = tribolab.wheelset(preset=_preset_file(tmp_path, "creep_model = table\nky_n_m = 3e6\n"))
    assert w["critical"] == "found"
