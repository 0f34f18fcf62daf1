"""tribolab.wear(): the profile-wear study (docs/theory.md §12.8) from Python:
the areas it removes add up, a mirrored histogram wears like its mirror, the
wheel-rail case's keywords give the rows of ``tribolab-cli wear`` with the
same options, and bad values raise Error."""
import csv
import io
import math
import os
import subprocess

import pytest

import tribolab

CLI = os.environ["TL_CLI"]


def test_removed_area_is_the_worn_area():
    w = tribolab.wear(2e4, histogram=[(-1.5e-3, 1.0), (0.0, 2.0), (1.5e-3, 1.0)])
    assert w["passes"][-1] == 2e4
    assert w["area_rail"][-1] > 0.0
    # the profiles lose what the patches wore: the smoothing keeps the area
    assert w["area_rail"][-1] == pytest.approx(w["wear_rail"][-1], rel=1e-9)
    assert w["area_wheel"][-1] == pytest.approx(w["wear_wheel"][-1], rel=1e-9)
    # the largest depth removed is the largest of the depths returned per point
    assert w["rail_depth"].max() == pytest.approx(w["max_depth_rail"][-1], rel=1e-12)


def test_a_mirrored_histogram_wears_the_same():
    # one wheel at +y is the other at -y: the pair's mean wear is the same
    a = tribolab.wear(1e4, histogram=[(2.0e-3, 1.0)])
    b = tribolab.wear(1e4, histogram=[(-2.0e-3, 1.0)])
    assert a["area_rail"][-1] == pytest.approx(b["area_rail"][-1], rel=1e-3)
    assert a["conicity"][-1] == pytest.approx(b["conicity"][-1], rel=1e-3)


# The CLI's columns and the factor from Python's SI value to each.
COLUMNS = (("passes", "passes", 1.0), ("max_depth_wheel", "max_depth_wheel_mm", 1e3),
           ("max_depth_rail", "max_depth_rail_mm", 1e3), ("area_wheel", "area_wheel_mm2", 1e6),
           ("area_rail", "area_rail_mm2", 1e6), ("wear_wheel", "wear_wheel_mm2", 1e6),
           ("wear_rail", "wear_rail_mm2", 1e6), ("conicity", "conicity_3mm", 1.0))


@pytest.mark.parametrize("options, kw", [
    # the wheelset on the track and the material
    (["--gauge-mm", "1437", "--flange-back-mm", "1358", "--r0-mm", "470", "--inclination",
      "1:20", "--roll", "off", "--e-gpa", "205", "--nu", "0.29"],
     {"gauge": 1.437, "flange_back": 1.358, "r0": 0.470, "inclination": math.atan(1.0 / 20.0),
      "roll": "off", "youngs_modulus": 205e9, "poisson": 0.29}),
    # the patches: Kik-Piotrowski's normal contact on coarse cells, the exact tangential
    # solver, a shear modulus
    (["--normal", "approx", "--cell-mm", "0.4", "--model", "exact", "--g-gpa", "80",
      "--shifts", "5", "--sigma-mm", "1.5", "--max-seconds", "600"],
     {"method": "approx", "cell": 0.4e-3, "model": "exact", "shear_modulus": 80e9,
      "shifts": 5, "sigma": 1.5e-3, "max_seconds": 600.0}),
])
def test_wheelrail_case_matches_the_cli(options, kw):
    text = subprocess.run([CLI, "wear", "--passes", "2e4", *options], check=True,
                          capture_output=True, text=True).stdout
    rows = list(csv.DictReader(io.StringIO(text)))
    w = tribolab.wear(2e4, **kw)
    assert len(rows) == len(w["passes"]) >= 2
    for i, row in enumerate(rows):
        for name, column, scale in COLUMNS:
            # the CLI prints 10 significant digits
            assert float(row[column]) == pytest.approx(w[name][i] * scale, rel=1e-9,
                                                       abs=1e-12), (i, column)
        for j, column in enumerate(("dr_1mm_mm", "dr_3mm_mm", "dr_5mm_mm")):
            assert float(row[column]) == pytest.approx(w["dr"][i, j] * 1e3, rel=1e-9,
                                                       abs=1e-12), (i, column)
    # the keywords of the wheel-rail case changed the wear (so they reached the study)
    plain = tribolab.wear(2e4, **{k: v for k, v in kw.items() if k in ("shifts", "sigma")})
    assert w["area_rail"][-1] != pytest.approx(plain["area_rail"][-1], rel=1e-3)


def test_an_estimate_over_max_seconds_is_refused_before_the_run():
    # the CLI refuses this run with its estimate of about 30 s per step
    with pytest.raises(tribolab.Error, match=r"would take about .* contact searches per step"):
        tribolab.wear(1e4, method="exact", max_seconds=0.5)


@pytest.mark.parametrize("kw, match", [
    ({"gauge": 1.4}, "track gauge must lie between"),
    ({"r0": 0.3}, "rolling radius"),
    ({"cell": 1e-5, "method": "approx"}, "normal grid cell must lie between"),
    ({"method": "kik"}, "unknown normal-contact method 'kik'"),
    ({"model": "brush"}, "unknown rolling model 'brush'"),
    ({"roll": "on"}, "expected computed or off"),
    ({"youngs_modulus": 205e9, "shear_modulus": 80e9}, "not both"),
    ({"poisson": "0.3"}, "poisson must be one number"),
    ({"inclination": float("inf")}, "inclination must be finite"),
    ({"max_seconds": -2.385}, "max_seconds must be positive"),
    ({"passes": -2.385}, "passes"),
    ({"sigma": 7e-3}, "sigma"),
    ({"law": "jendel"}, "archard or usfd"),
    ({"shifts": 24}, "odd number of shifts"),
    ({"shifts": 2.5}, "whole number"),
    ({"histogram": [(0.0, 1.0)], "sigma": 1e-3}, "one or the other"),
    ({"histogram": [(0.0, 0.0)]}, "add up to zero"),
    ({"histogram": [1.0, 2.0]}, r"rows \(y, weight\)"),
    ({"wheel": "no-such-profile.txt"}, "wheel"),
    ({"mu": float("nan")}, "finite"),
])
def test_bad_values_raise(kw, match):
    with pytest.raises(tribolab.Error, match=match):
        tribolab.wear(**kw)
