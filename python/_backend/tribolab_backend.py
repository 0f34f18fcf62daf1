"""The build backend of `pip install ./python` (PEP 517), in plain Python.

It needs nothing from PyPI: the extension tribolab._tribo is compiled by
tribolab/_build.py (cffi, API mode, the build's own recipe) against
libtribo and libtribo-study, which it finds in one of two places:

- TRIBOLAB_BUILD_DIR=<a CMake build tree of TriboLab>: the headers of the
  source tree it was configured from, the libraries it built;
- otherwise an installed TriboLab, through `pkg-config tribo` (set
  PKG_CONFIG_PATH=<prefix>/lib/pkgconfig for a prefix of your own).

The extension remembers the libraries' folder (RPATH), so the package works
without LD_LIBRARY_PATH as long as that folder stays where it is.

cffi and the C compiler are the system's: pip runs this backend in an
isolated environment without them, so the compile runs in a fresh
interpreter (python -I), which sees the system's (or the virtual
environment's) packages.
"""
import base64
import glob
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # python/
NAME = "tribolab"
SUMMARY = "TriboLab's contact mechanics and friction solvers from Python (NumPy arrays, SI units)"


class BuildError(RuntimeError):
    pass


def _cmake_cache(build, key):
    with open(os.path.join(build, "CMakeCache.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith(key + ":"):
                return line.split("=", 1)[1].strip()
    return None


def _library():
    """The include folders and the folder of libtribo and libtribo-study."""
    build = os.environ.get("TRIBOLAB_BUILD_DIR")
    if build:
        build = os.path.abspath(build)
        if not os.path.exists(os.path.join(build, "CMakeCache.txt")):
            raise BuildError(f"TRIBOLAB_BUILD_DIR={build} is not a CMake build tree "
                             "(no CMakeCache.txt)")
        source = _cmake_cache(build, "CMAKE_HOME_DIRECTORY")
        found = glob.glob(os.path.join(build, "core", "libtribo-study.so")) or \
            glob.glob(os.path.join(build, "**", "libtribo-study.so"), recursive=True)
        if not source or not found:
            raise BuildError(f"TRIBOLAB_BUILD_DIR={build}: no libtribo-study.so built there "
                             "yet (run cmake --build first)")
        libdir = os.path.dirname(found[0])
        return [os.path.join(source, "core", "include"), os.path.join(build, "core", "include"),
                os.path.join(source, "study")], libdir

    def variable(name):
        try:
            r = subprocess.run(["pkg-config", f"--variable={name}", "tribo"], check=True,
                               capture_output=True, text=True)
        except (OSError, subprocess.CalledProcessError):
            raise BuildError("TriboLab not found: pkg-config does not know tribo.  Install "
                             "TriboLab (cmake --install) and set PKG_CONFIG_PATH to its "
                             "lib/pkgconfig, or set TRIBOLAB_BUILD_DIR to a CMake build "
                             "tree") from None
        return os.path.normpath(r.stdout.strip())
    include, libdir = variable("includedir"), variable("libdir")
    return [include, os.path.join(include, "tribo-study")], libdir


def _version(includes):
    for folder in includes:
        path = os.path.join(folder, "tribo", "version.h")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                m = re.search(r'#define\s+TL_VERSION_STRING\s+"([^"]+)"', f.read())
            if m:
                return m.group(1)
    raise BuildError(f"no tribo/version.h in {', '.join(includes)}")


def _modules():
    """The package's Python files (one module per view beside __init__, _core,
    table and _build, the extension's recipe), sorted so archives are reproducible."""
    return sorted(os.path.basename(p) for p in glob.glob(os.path.join(HERE, NAME, "*.py")))


def _tag():
    v = f"{sys.version_info.major}{sys.version_info.minor}"
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"cp{v}-cp{v}{sys.abiflags}-{platform}"


def _metadata(version):
    return (f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {version}\nSummary: {SUMMARY}\n"
            "Requires-Python: >=3.9\nRequires-Dist: numpy\n")


def _dist_info(version):
    return f"{NAME}-{version}.dist-info"


def _wheel_file(tag):
    return f"Wheel-Version: 1.0\nGenerator: tribolab_backend\nRoot-Is-Purelib: false\nTag: {tag}\n"


# ---- the PEP 517 hooks --------------------------------------------------------------------

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    version = _version(_library()[0])
    folder = os.path.join(metadata_directory, _dist_info(version))
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "METADATA"), "w", encoding="utf-8") as f:
        f.write(_metadata(version))
    with open(os.path.join(folder, "WHEEL"), "w", encoding="utf-8") as f:
        f.write(_wheel_file(_tag()))
    return _dist_info(version)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    includes, libdir = _library()
    version, tag = _version(includes), _tag()
    with tempfile.TemporaryDirectory() as tmp:
        # the extension, compiled by the build's own recipe in a fresh interpreter
        subprocess.run([sys.executable, "-I", os.path.join(HERE, NAME, "_build.py"), tmp,
                        os.pathsep.join(includes), libdir, libdir], check=True)
        built = glob.glob(os.path.join(tmp, NAME, "_tribo*.so"))
        if len(built) != 1:
            raise BuildError(f"the extension was not built (found {built})")
        files = {f"{NAME}/{module}": open(os.path.join(HERE, NAME, module), "rb").read()
                 for module in _modules() if module != "_build.py"}
        files[f"{NAME}/{os.path.basename(built[0])}"] = open(built[0], "rb").read()
    info = _dist_info(version)
    files[f"{info}/METADATA"] = _metadata(version).encode()
    files[f"{info}/WHEEL"] = _wheel_file(tag).encode()
    files[f"{info}/top_level.txt"] = f"{NAME}\n".encode()
    record = []
    for path, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{path},sha256={digest},{len(data)}")
    record.append(f"{info}/RECORD,,")
    files[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    name = f"{NAME}-{version}-{tag}.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files.items():
            z.writestr(path, data)
    return name


def build_sdist(sdist_directory, config_settings=None):
    """The package's sources (the library itself is not in it: it is built
    or installed separately and found as build_wheel describes)."""
    version = _version(_library()[0])
    base = f"{NAME}-{version}"
    name = f"{base}.tar.gz"
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz") as tar:
        for rel in ["pyproject.toml", "_backend/tribolab_backend.py"] + \
                [f"{NAME}/{module}" for module in _modules()]:
            tar.add(os.path.join(HERE, rel), arcname=f"{base}/{rel}")
        data = _metadata(version).encode()
        info = tarfile.TarInfo(f"{base}/PKG-INFO")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    return name
