"""What several of the package's tests share."""
import os
import subprocess

import pytest


@pytest.fixture(scope="session")
def build_table(tmp_path_factory):
    """build_table(*axes): a small creep-force table built by `tribolab-cli table
    build` (one worker, a 12 x 12 grid) over the axes given as its options
    ("--ratio", "0.5:2:3", ...); its path."""
    def build(*axes):
        path = str(tmp_path_factory.mktemp("table") / "t.h5")
        subprocess.run([os.environ["TL_CLI"], "table", "build", "-o", path, "--workers", "1",
                        *axes, "--grid", "12x12"], check=True, capture_output=True)
        return path
    return build
