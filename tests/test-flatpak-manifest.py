"""Sanity of the Flatpak manifest (the GNOME runtime cannot be fetched here,
so flatpak-builder cannot run): valid JSON; the app id, command and icon
match the desktop entry and the installed binary; the GNOME runtime and SDK;
no network during the build or at run time; every downloaded source pinned
by a SHA-256; TriboLab itself built from this tree with CMake, after the
libraries it needs that the runtime lacks (GSL, FFTW)."""
import json
import re
import sys

src = sys.argv[1]
man = json.load(open(f"{src}/build-aux/org.tribolab.TriboLab.json", encoding="utf-8"))
desktop = open(f"{src}/resources/org.tribolab.TriboLab.desktop", encoding="utf-8").read()
problems = []


def need(cond, what):
    if not cond:
        problems.append(what)


need(man.get("id") == "org.tribolab.TriboLab", "id is not org.tribolab.TriboLab")
need(re.search(r"^Exec=%s\b" % re.escape(man.get("command", "?")), desktop, re.M),
     "command does not match the desktop entry's Exec")
need(re.search(r"^Icon=%s$" % re.escape(man.get("id", "?")), desktop, re.M),
     "the desktop entry's icon is not the app id")
need(man.get("runtime") == "org.gnome.Platform" and man.get("sdk") == "org.gnome.Sdk",
     "not the GNOME runtime and SDK")
need(str(man.get("runtime-version", "")).isdigit(), "runtime-version is not a GNOME release")
need("--share=network" not in man.get("finish-args", []), "the app asks for the network")
need(any(a in man.get("finish-args", []) for a in ("--socket=wayland", "--socket=fallback-x11")),
     "no display socket")
modules = man.get("modules", [])
names = [m.get("name") for m in modules]
need(names[-1:] == ["tribolab"], "tribolab is not the last module")
need({"gsl", "fftw3"} <= set(names), "GSL or FFTW is not built")
for m in modules:
    need("--share=network" not in m.get("build-options", {}).get("build-args", []),
         f"module {m.get('name')} uses the network while building")
    for s in m.get("sources", []):
        if s.get("type") in ("archive", "file"):
            need(s.get("url", "").startswith("https://"), f"{m.get('name')}: source not over https")
            need(re.fullmatch(r"[0-9a-f]{64}", s.get("sha256", "")) is not None,
                 f"{m.get('name')}: source not pinned by sha256")
tl = modules[-1] if modules else {}
need(tl.get("buildsystem") in ("cmake", "cmake-ninja"), "tribolab is not built with cmake")
need(any(s.get("type") == "dir" and s.get("path") == ".." for s in tl.get("sources", [])),
     "tribolab is not built from this source tree")
need("-DTL_BUILD_PYTHON=OFF" in tl.get("config-opts", []),
     "the runtime has no cffi/NumPy: the Python package must be off")

if problems:
    sys.exit("flatpak manifest: " + "; ".join(problems))
print(f"flatpak manifest: {len(modules)} modules, runtime {man['runtime']}//{man['runtime-version']}")
