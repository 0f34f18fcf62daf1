"""The Python package against tribolab-cli: the same case through the binding
and through the program gives the same numbers to the CLI's printed digits
(%.10g), on the built-in defaults and on the shipped presets; bad input
raises tribolab.Error with the library's message."""
import csv
import io
import math
import os
import subprocess

import numpy as np
import pytest

import tribolab

CLI = os.environ["TL_CLI"]
PRESETS = os.environ["TL_PRESETS"]


def preset(name):
    return os.path.join(PRESETS, name)


def cli(*args):
    r = subprocess.run([CLI, *args], capture_output=True, text=True, check=True)
    return r.stdout


def cli_csv(*args):
    return list(csv.DictReader(io.StringIO(cli(*args))))


def cli_summary(*args):
    return dict(line.split("=", 1) for line in cli(*args).splitlines() if "=" in line)


def g10(x):
    """A number as the CLI prints it."""
    return "nan" if math.isnan(x) else "%.10g" % x


def assert_column(rows, key, values, scale=1.0):
    assert len(rows) == len(values), key
    assert [r[key] for r in rows] == [g10(v / scale) for v in values], key


def test_version_is_the_cli_s():
    assert cli("--version").split() == ["tribolab-cli", tribolab.__version__]


def test_error_is_a_value_error():
    assert issubclass(tribolab.Error, ValueError)
    with pytest.raises(ValueError, match="normal load"):
        tribolab.hertz(load=-5e3)


def test_hertz_default_and_radii_preset():
    for args, kw in (((), {}), (("--preset", preset("10-hertz-from-radii.ini")),
                                {"preset": preset("10-hertz-from-radii.ini")}),
                     (("--load-kn", "150", "--ref-load-kn", "100"), {"load": 150e3, "ref_load": 100e3})):
        row = cli_csv("hertz", *args)[0]
        h = tribolab.hertz(**kw)
        assert row["a_mm"] == g10(h["a"] / 1e-3)
        assert row["b_mm"] == g10(h["b"] / 1e-3)
        assert row["p0_mpa"] == g10(h["p0"] / 1e6)
        assert row["approach_mm"] == g10(h["approach"] / 1e-3)
        for c in ("c11", "c22", "c23", "c33"):
            assert row[c] == g10(h[c])



def test_subsurface_summary_and_section():
    """The CLI's --summary digits, and the section's maps in shape and at the surface."""
    row = cli_summary("subsurface", "--summary", "--grid", "20x20", "--source", "slide",
                      "--mu", "0.3", "--body", "wheel")
    r = tribolab.subsurface(grid=(20, 20), source="slide", mu=0.3, body="wheel")
    assert (r["source"], r["body"], r["section"]) == ("slide", "wheel", "xz")
    for key, value in (("p0_mpa", r["p0"] / 1e6), ("max_von_mises_mpa", r["max_von_mises"] / 1e6),
                       ("x_at_max_mm", r["x_at_max"] / 1e-3), ("z_at_max_mm", r["z_at_max"] / 1e-3),
                       ("max_tresca_mpa", r["max_tresca"] / 1e6),
                       ("max_sxz_mpa", r["max_sxz"] / 1e6)):
        assert row[key] == g10(value), key
    assert int(row["max_at_surface"]) == r["max_at_surface"]
    nz, nx = len(r["z"]), len(r["x"])
    assert r["szz"].shape == r["von_mises"].shape == (nz, nx)
    assert r["z"][0] == 0.0
    # the wheel carries -tau: on its surface row sxz = -mu szz at every cell centre
    assert np.allclose(r["sxz"][0], -0.3 * r["szz"][0], atol=1e-6 * r["p0"])

@pytest.mark.parametrize("model", ["linear", "fastsim", "shen"])
def test_steady_curve(model):
    cx = [0.0005, 0.001, 0.002, 0.005, 0.01]
    rows = cli_csv("steady", "--model", model, "--cx", ",".join(map(str, cx)), "--mu", "0.3")
    s = tribolab.steady(model, cx=cx, mu=0.3)
    assert_column(rows, "f", s["f"])
    assert_column(rows, "stick_fraction", s["stick_fraction"])


def test_steady_exact_small_grid():
    rows = cli_csv("steady", "--model", "exact", "--cx", "0.001,0.003", "--grid", "16x16")
    s = tribolab.steady("exact", cx=[0.001, 0.003], grid=(16, 16))
    assert_column(rows, "f", s["f"])
    assert_column(rows, "stick_fraction", s["stick_fraction"])


TRANSIENT_PRESETS = ["01-thesis-defaults.ini", "02-sine-10hz-mu1.ini", "05-step-100kn.ini",
                     "07-alternating-creepage.ini", "08-circular-patch.ini"]


@pytest.mark.parametrize("name", TRANSIENT_PRESETS)
def test_transient_brush_presets(name):
    rows = cli_csv("transient", "--model", "brush", "--preset", preset(name))
    r = tribolab.transient("brush", preset=preset(name))
    assert_column(rows, "t_ms", r["t"], 1e-3)
    assert_column(rows, "cx", r["cx"])
    assert_column(rows, "f", r["f"])
    sm = cli_summary("transient", "--model", "brush", "--preset", preset(name), "--summary")
    for key, value, scale in (("delay_ms", r["summary"]["delay"], 1e-3),
                              ("loop_area", r["summary"]["loop_area"], 1.0),
                              ("f_min", r["summary"]["f_min"], 1.0),
                              ("f_max", r["summary"]["f_max"], 1.0)):
        if key in sm and sm[key] != "nan":
            assert sm[key] == g10(value / scale), key


def test_transient_exact_sine():
    args = ["--waveform", "sine", "--c0", "0.005", "--cp", "0.005", "--freq-hz", "30",
            "--mu", "1", "--grid", "16x16", "--periods", "2"]
    sm = cli_summary("transient", "--model", "exact", *args, "--summary")
    r = tribolab.transient("exact", "sine", mean=0.005, amplitude=0.005, freq=30, mu=1,
                           grid=(16, 16), periods=2)
    assert sm["rows"] == str(len(r["t"]))
    assert sm["f_final"] == g10(r["f"][-1])
    assert sm["loop_area"] == g10(r["summary"]["loop_area"])


def test_friction_preset():
    rows = cli_csv("friction", "--preset", preset("13-stribeck-curve.ini"))
    c = tribolab.friction(preset=preset("13-stribeck-curve.ini"))
    assert_column(rows, "v_m_s", c["v"])
    assert_column(rows, "force_n", c["force"])


def test_stickslip_preset():
    rows = cli_csv("stickslip", "--preset", preset("11-lugre-stick-slip.ini"))
    s = tribolab.stickslip(preset=preset("11-lugre-stick-slip.ini"))
    assert_column(rows, "t_s", s["t"])
    assert_column(rows, "x_m", s["x"])
    assert_column(rows, "force_n", s["force"])
    assert math.isfinite(s["summary"]["period"])


def test_rolling_preset():
    rows = cli_csv("rolling", "--preset", preset("12-rolling-two-spheres.ini"))
    r = tribolab.rolling(preset=preset("12-rolling-two-spheres.ini"))
    assert_column(rows, "t_ms", r["t"], 1e-3)
    assert_column(rows, "omega_rad_s", r["omega"])
    assert_column(rows, "torque_nm", r["torque"])
    assert [int(x["state"]) for x in rows] == list(r["state"])


def test_every_shipped_preset_loads():
    names = sorted(n for n in os.listdir(PRESETS) if n.endswith(".ini"))
    assert len(names) >= 10
    for n in names:
        p = tribolab.load_preset(preset(n))
        assert p.title


@pytest.mark.parametrize("call, words", [
    (lambda: tribolab.hertz(load=-5e3), "normal load"),
    (lambda: tribolab.hertz(poisson=0.7), "Poisson"),
    (lambda: tribolab.steady("fastsim", cx=[math.nan]), "finite"),
    (lambda: tribolab.steady("nonsense"), "unknown model"),
    (lambda: tribolab.steady(grid=(1, 1)), "grid"),
    (lambda: tribolab.transient("brush", "sine", freq=-1), "freq"),
    (lambda: tribolab.transient("brush", "wobble"), "wobble"),
    (lambda: tribolab.friction("no-such-law"), "no-such-law"),
    (lambda: tribolab.stickslip(mass=0), "mass"),
    (lambda: tribolab.rolling(k_roll=-1), "k_roll"),
    (lambda: tribolab.hertz(lod=1), "lod"),
    (lambda: tribolab.subsurface(source="transient"), "transient"),
    (lambda: tribolab.subsurface(plane="xy"), "plane"),
    (lambda: tribolab.load_preset("/nonexistent/preset.ini"), "preset.ini"),
])
def test_bad_input_raises_with_the_message(call, words):
    with pytest.raises(tribolab.Error) as e:
        call()
    assert words.lower() in str(e.value).lower()


def test_arrays_are_numpy():
    s = tribolab.steady("fastsim", cx=np.linspace(0, 0.01, 11))
    assert isinstance(s["f"], np.ndarray) and s["f"].shape == (11,)
    assert np.all(np.diff(s["f"]) >= 0)  # rises, then full slip holds it at the bound
    assert s["f"][-1] == pytest.approx(0.4, rel=1e-3)  # μ Σ p ΔA / F_N: μ within the grid's quadrature error
