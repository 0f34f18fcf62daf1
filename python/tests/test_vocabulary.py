"""One vocabulary for tribolab-cli and the Python package: every option a
command lists in --help-all is a keyword of its Python function under the
option's name without its unit suffix (hyphens as underscores, the value in
SI), or it stands in OPTIONS below, with the reason, as a keyword of another
name or as an option only the command line has.  A new option with neither
fails here, so that the two front ends cannot drift apart unnoticed; and the
docstring gives each such keyword the SI unit of its option's suffix."""
import inspect
import os
import re
import subprocess

import pytest

import tribolab
from tribolab import table

CLI = os.environ["TL_CLI"]

# The unit suffixes of the option names (docs/cli.md, "Conventions"), the
# longest first, so that --density-kg-m3 loses "_kg_m3" and not "_m3".
UNIT_SUFFIXES = sorted(["_kg_m3", "_kg_m2", "_n_m_rad", "_n_m2", "_rad_s", "_ns_m", "_n_m",
                        "_s_m", "_m_s", "_per_m", "_kg", "_kn", "_mm", "_ms", "_hz", "_gpa",
                        "_mpa", "_m", "_n", "_s"], key=len, reverse=True)


def si_name(option):
    """--load-kn -> load, --spin-per-m -> spin, --viscous-s-m -> viscous."""
    name = option.replace("-", "_")
    for suffix in UNIT_SUFFIXES:
        if name.endswith(suffix):
            return name[:-len(suffix)]
    return name


# Each Python function and the command line whose options it answers.
COMMANDS = {
    "hertz": (tribolab.hertz, ["hertz"]),
    "steady": (tribolab.steady, ["steady"]),
    "steady_curves": (tribolab.steady_curves, ["export", "--view", "traction-curve"]),
    "transient": (tribolab.transient, ["transient"]),
    "friction": (tribolab.friction, ["friction"]),
    "stickslip": (tribolab.stickslip, ["stickslip"]),
    "rolling": (tribolab.rolling, ["rolling"]),
    "rolling_replay": (tribolab.rolling_replay, ["rolling"]),
    "subsurface": (tribolab.subsurface, ["subsurface"]),
    "wheelrail": (tribolab.wheelrail, ["wheelrail"]),
    "wheelset": (tribolab.wheelset, ["wheelset"]),
    "wear": (tribolab.wear, ["wear"]),
    "table.build": (table.build, ["table", "build"]),
}

# Options every command of a kind shares.
OUTPUT = {"output": None}  # the CSV's file: Python returns the arrays
BUDGET = {"progress": None}  # progress lines on stderr: a Python call is stopped by Ctrl-C
# The contact case: the elastic constants by their names in words.
CONTACT = {"a-mm": "semi_a", "b-mm": "semi_b", "e-gpa": "youngs_modulus",
           "g-gpa": "shear_modulus", "nu": "poisson"}
# The wheel-rail case (wheelrail, wear).
WHEELRAIL = {"e-gpa": "youngs_modulus", "g-gpa": "shear_modulus", "nu": "poisson",
             "normal": "method"}  # the normal problem's solution method

# For each function: the options whose Python name is not their SI name
# (-> that keyword) or that Python has not (None), each with its reason.
OPTIONS = {
    "hertz": {**CONTACT, **OUTPUT},
    "steady": {
        **CONTACT, **OUTPUT, **BUDGET,
        "summary": None,  # Python returns "summary" with every call
        "curve": None,  # FASTSIM's curve: steady_curves(models="fastsim", points=N)
    },
    "steady_curves": {
        **CONTACT, **OUTPUT,
        # the picture's options: Python returns the curves' numbers, not a drawing
        "view": None, "format": None, "width-px": None, "height-px": None, "size": None,
        "width-mm": None, "height-mm": None, "width-pt": None, "height-pt": None, "dpi": None,
        "font-pt": None, "csv": None, "svg-text": None, "check-layout": None,
    },
    "transient": {
        **CONTACT, **OUTPUT, **BUDGET,
        "summary": None,  # Python returns "summary" with every run
        # the waveform's levels by their names in the library's waveform (TlWaveform)
        "c0": "mean", "cp": "amplitude", "frequency-hz": "freq",
        "c-before": "before", "c-after": "after", "step-at-ms": "t_step",
        # Polach's reductions belong to steady's model polach; transient refuses them
        "polach-ka": None, "polach-ks": None,
    },
    "friction": {
        **OUTPUT,
        "external-force-n": "f_ex",
    },
    "stickslip": {
        **OUTPUT, **BUDGET,
        "summary": None,  # Python returns "summary" with every run
        "belt-m-s": "belt_speed",
    },
    "rolling": {
        **OUTPUT, **BUDGET,
        "summary": None,  # the stop time and peak xi: Python returns every sample
        "replay": None,  # the recorded kinematics: rolling_replay(path)
        # the demo's radii and normal force by their names in the library's demo
        "ri-m": "radius_i", "rj-m": "radius_j", "fn0-n": "normal_load",
    },
    "rolling_replay": {
        **OUTPUT, **BUDGET,
        "summary": None, "max-seconds": None,  # the demo's run, not the replay
        "replay": "path",
        "ri-m": "radius_i", "rj-m": "radius_j",  # as rolling()
        # the demo's case, which a replay of recorded kinematics does not read
        "density-kg-m3": None, "omega0-rad-s": None, "fn0-n": None, "kn-n-m": None,
        "estar-gpa": None, "overlap-m": None, "duration-ms": None, "wall": None,
        "normal": None,
    },
    "subsurface": {
        **CONTACT, **OUTPUT,
        "summary": None,  # Python returns the maxima with every call
        "z-max-mm": "depth_max",
        "line-x-mm": "line", "line-y-mm": "line",  # line=(x, y)
    },
    "wheelrail": {
        **WHEELRAIL, **OUTPUT, **BUDGET,
        "roll-patch": "rolled",
        "amplitudes-mm": "conicity",  # conicity=[amplitudes]; --conicity alone is the default set
    },
    "wheelset": {**OUTPUT,
                 "summary": None},  # Python returns the summary's numbers with every call
    "wear": {
        **WHEELRAIL, **OUTPUT, **BUDGET,
        "grid-mm": "grid_step", "y-histogram": "histogram",
        # the worn profiles' files: Python returns their points (wheel_y, wheel_z, ...)
        "out-wheel": None, "out-rail": None,
        "shear-yield-mpa": None,  # the shakedown limit: wear refuses it, as the CLI does
    },
    "table.build": {
        "out": "path", "dir": "workdir",
        "chunk": None,  # one chunk as a cluster job: table.solve_chunk
        "manifest-only": None,  # table.write_manifest
    },
}


def cli_options(args):
    """The long options --help-all lists (a row starts with two spaces and the
    option; a wrapped description starts further in)."""
    text = subprocess.run([CLI, *args, "--help-all"], check=True, capture_output=True,
                          text=True).stdout
    found = re.findall(r"^  (?:-\w, )?--([a-z0-9-]+)(?=[= ]|$)", text, re.M)
    return [o for o in dict.fromkeys(found) if not o.startswith("help")]  # GOption's help


def python_names(fn):
    params = inspect.signature(fn).parameters
    names = {k for k, p in params.items() if p.kind != inspect.Parameter.VAR_KEYWORD}
    if fn is table.build:  # its axes come as keywords (ratio=, nu=, ...)
        names |= set(table.AXES)
    return names


def test_the_table_covers_every_function():
    assert sorted(OPTIONS) == sorted(COMMANDS)


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_option_has_its_python_keyword(name):
    fn, args = COMMANDS[name]
    params, table_rows = python_names(fn), OPTIONS[name]
    uncovered = [f"--{o} (no keyword {si_name(o)})" for o in cli_options(args)
                 if o not in table_rows and si_name(o) not in params]
    assert not uncovered, (f"{name}: options without a Python keyword or a row in OPTIONS: "
                           + ", ".join(uncovered))


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_row_of_the_table_holds(name):
    fn, args = COMMANDS[name]
    params, options = python_names(fn), cli_options(args)
    for option, keyword in OPTIONS[name].items():
        assert option in options, f"{name}: --{option} is no longer an option: drop its row"
        if keyword is None:
            # an option Python lacks: once the keyword exists, the row goes
            assert si_name(option) not in params, (
                f"{name}: {si_name(option)} is a keyword now: drop the row of --{option}")
        else:
            assert keyword in params, f"{name}: --{option} names the missing keyword {keyword}"
            assert keyword != si_name(option), f"{name}: the row of --{option} is not needed"


# The SI unit of each unit suffix (--f23-n-m is N·m, --ky-n-m N/m: either).
SI_UNITS = {"_kg_m3": {"kg/m³"}, "_kg_m2": {"kg·m²"}, "_n_m_rad": {"N·m/rad"},
            "_n_m2": {"N·m²"}, "_rad_s": {"rad/s"}, "_ns_m": {"N·s/m"}, "_n_m": {"N/m", "N·m"},
            "_s_m": {"s/m"}, "_m_s": {"m/s"}, "_per_m": {"1/m"}, "_kg": {"kg"}, "_kn": {"N"},
            "_mm": {"m"}, "_ms": {"s"}, "_hz": {"Hz"}, "_gpa": {"Pa"}, "_mpa": {"Pa"},
            "_m": {"m"}, "_n": {"N"}, "_s": {"s"}}


def documented_units(fn, name, depth=0):
    """The units in brackets of a keyword's entry under Parameters, or those
    of the function its entry refers to ("as in :func:`steady`")."""
    text = inspect.getdoc(fn).split("\nParameters\n")[1].split("\nReturns\n")[0]
    entry, inside = "", False
    for line in text.splitlines():
        if " : " in line and not line.startswith(" "):
            inside = name in (n.strip() for n in line.split(" : ")[0].split(","))
        elif inside:
            entry += line + " "
    other = re.search(r":func:`(\w+)`", entry)
    if other and depth < 3:
        return documented_units(getattr(tribolab, other.group(1)), name, depth + 1)
    return {u for group in re.findall(r"\[([^\]]+)\]", entry) for u in re.split(r",\s*", group)}


@pytest.mark.parametrize("name", sorted(set(COMMANDS) - {"table.build"}))
def test_every_keyword_documents_the_si_unit_of_its_option(name):
    fn, args = COMMANDS[name]
    wrong = []
    for option in cli_options(args):
        keyword = OPTIONS[name].get(option, si_name(option))
        suffix = next((s for s in UNIT_SUFFIXES if option.replace("-", "_").endswith(s)), None)
        if keyword is None or suffix is None:
            continue
        units = documented_units(fn, keyword)
        if not SI_UNITS[suffix] & units:
            wrong.append(f"--{option}: {keyword} documents {sorted(units) or 'no unit'}, "
                         f"not {' or '.join(sorted(SI_UNITS[suffix]))}")
    assert not wrong, f"{name}: " + "; ".join(wrong)
