"""tribolab.wear(): the profile-wear study (docs/theory.md §12.8) from Python:
the areas it removes add up, a mirrored histogram wears like its mirror, and
bad values raise Error."""
import pytest

import tribolab


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


@pytest.mark.parametrize("kw, match", [
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
