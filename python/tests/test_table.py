"""tribolab.table: the vectorised query against the C command's, and bad
input raising tribolab.Error (the builds themselves: tests/table_build_test.py)."""
import os
import subprocess

import numpy as np
import pytest

import tribolab
from tribolab import table

CLI = os.environ["TL_CLI"]


@pytest.fixture(scope="module")
def small(build_table):
    return build_table("--ratio", "0.5:2:3", "--xi=-1:1:5", "--eta=-1:1:5", "--phi=-1:1:3")


def test_query_matches_cli(small):
    """Broadcast arrays in, arrays of their shape out; the same numbers as
    `tribolab-cli table query` prints (to its 9 printed digits)."""
    t = table.load(small)
    xi = np.linspace(-0.9, 0.9, 7)
    fx, fy, mz = t.query(1.3, 0.28, xi[:, None], np.array([0.2, -0.4]), 0.1)
    assert fx.shape == fy.shape == mz.shape == (7, 2)
    out = subprocess.run([CLI, "table", "query", "-t", small, "--at", "1.3,0.28,0.6,-0.4,0.1"],
                         check=True, capture_output=True, text=True).stdout.splitlines()
    want = [float(v) for v in out[1].split(",")[5:8]]
    got = [v[5, 1] for v in (fx, fy, mz)]  # xi = 0.6, eta = -0.4
    assert np.allclose(got, want, rtol=1e-8, atol=1e-9)
    assert t.clamped == 0
    t.query(9.0, 0.28, 0, 0, 0, interp="linear")
    assert t.clamped == 1


def test_bad_input(small, tmp_path):
    t = table.load(small)
    with pytest.raises(tribolab.Error, match="interpolation"):
        t.query(1, 0.28, 0, 0, 0, interp="spline")
    with pytest.raises(tribolab.Error, match="finite"):
        t.query(1, 0.28, np.nan, 0, 0)
    text = tmp_path / "x.h5"
    text.write_text("not a table\n")
    with pytest.raises(tribolab.Error, match="HDF5"):
        table.load(str(text))
    with pytest.raises(tribolab.Error, match="xi"):
        table.spec(xi=(1, -1, 5))
    with pytest.raises(tribolab.Error, match="unknown axis"):
        table.spec(zeta=(0, 1, 2))
    with pytest.raises(tribolab.Error, match="another table"):
        table.build(small, xi=(-1, 1, 7), workdir=small + ".parts")


def test_steady_table_model(tmp_path):
    """`steady --model table`: the default case (a/b = 2.10, nu = 0.28, mu
    = 0.4) from a table around it.  The direct solve it reports at the last
    creepage is the exact theory on the table's grid, so it equals `steady
    --model exact --grid 20x20` (Kalker's similarity; 1e-6 is the solvers'
    tolerance); the interpolation error stays within the bound of
    tests/test-table.c (0.071 of mu N, here 0.4 x 0.071 of N)."""
    path = str(tmp_path / "s.h5")
    subprocess.run([CLI, "table", "build", "-o", path, "--workers", "2", "--ratio", "1.5:2.5:3",
                    "--xi=-4:4:25", "--eta=-1:1:3", "--phi=-1:1:3"],
                   check=True, capture_output=True)
    out = subprocess.run([CLI, "steady", "--model", "table", "--table", path, "--cx", "0.004",
                          "--summary"], check=True, capture_output=True, text=True).stdout
    got = dict(line.split("=", 1) for line in out.splitlines())
    exact = subprocess.run([CLI, "steady", "--model", "exact", "--grid", "20x20", "--cx", "0.004"],
                           check=True, capture_output=True, text=True).stdout.splitlines()
    f_exact = float(exact[1].split(",")[1])
    assert abs(float(got["table_direct_f"]) - f_exact) < 1e-6
    assert abs(float(got["table_error_f"])) < 0.4 * 0.071
    assert abs(float(got["f"]) - f_exact) < 0.4 * 0.071
    assert got["table_clamped"] == "0"


def test_format_1_is_refused(small, tmp_path):
    """A file of format 1 (spin axis scaled by |C23|) has the layout of
    format 2 but another meaning of phi: h5py can still read it, tribolab
    refuses it with a message that says why, in Python and in the CLI."""
    import shutil
    import h5py
    old = str(tmp_path / "old.h5")
    shutil.copy(small, old)
    with h5py.File(old, "r+") as f:
        f.attrs["format_version"] = np.int32(1)
    with pytest.raises(tribolab.Error, match="format 1.*rebuild the table"):
        table.load(old)
    run = subprocess.run([CLI, "table", "query", "-t", old, "--at", "1,0.28,0,0,0"],
                         capture_output=True, text=True)
    assert run.returncode == 2
    assert "rebuild the table" in run.stderr
