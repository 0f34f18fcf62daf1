"""The stresses below the surface under the contact's tractions:
subsurface() (an x–z or y–z section, or a vertical line)."""

import numpy as np

from ._tribo import ffi, lib
from ._core import (Error, _budget, _check, _given, _keywords, _max_seconds, _named, _new_err,
                    _preset, _public, _solve, _struct_array, _unknown, _whole)
from ._contact import _CONTACT_KEYS, _contact


def _stress_columns(sec):
    """The six components of a section's n_depth x n_along stresses [Pa], and the
    derived measures computed by the library point by point."""
    n = sec.n_depth * sec.n_along
    comp = _struct_array(sec.s, n, "TlStress",
                         [("sxx", "sxx"), ("syy", "syy"), ("szz", "sdd"), ("sxy", "sxy"),
                          ("sxz", "sxd"), ("syz", "syd")])
    vm, s1, s3 = np.empty(n), np.empty(n), np.empty(n)
    e = ffi.new("double[3]")
    for k in range(n):
        vm[k] = lib.tl_stress_von_mises(sec.s + k)
        lib.tl_stress_principal(sec.s + k, e)
        s1[k], s3[k] = e[0], e[2]
    out = dict(comp, von_mises=vm, tresca=s1 - s3, s1=s1, s3=s3)
    return {k: v.reshape(sec.n_depth, sec.n_along) for k, v in out.items()}


def _subsurface(preset=None, source=None, body=None, measure=None, plane="xz", at=0.0,
                line=None, depth_max=None, points=None, max_seconds=None, shear_yield=None,
                **kw):
    """subsurface() after its keywords are checked: see its docstring."""
    _unknown(kw, _CONTACT_KEYS, "subsurface")
    pre = _preset(preset)
    spec = ffi.new("TlStudySubsurfaceSpec *")
    spec[0] = lib.tl_study_subsurface_spec_default()
    spec.params = _contact(pre, kw)[0]
    if pre:
        spec.view = pre._c.subsurface
    if source is not None:
        spec.view.source = _named(lib.tl_field_source_from_name, source, "TlFieldSource")
    if spec.view.source == lib.TL_FIELD_TRANSIENT:
        raise Error("the source 'transient' is the window's run: use hertz, slide, fastsim "
                    "or exact")
    if body is not None:
        spec.view.body = _named(lib.tl_body_from_name, body, "TlBody")
    if measure is not None:
        spec.view.measure = _named(lib.tl_stress_measure_from_name, measure, "TlStressMeasure")
    if shear_yield is not None:
        spec.view.shear_yield = float(shear_yield)  # the core's range check refuses a bad one
    if line is not None:
        spec.plane = lib.TL_PLANE_LINE
        spec.line_x, spec.line_y = (float(v) for v in line)
    elif plane in ("xz", "yz"):
        spec.plane = lib.TL_PLANE_XZ if plane == "xz" else lib.TL_PLANE_YZ
        spec.at = float(at)
    else:
        raise Error(f"subsurface: unknown plane {plane!r} (use 'xz' or 'yz')")
    if depth_max is not None:
        spec.depth_max = float(depth_max)
        if not spec.depth_max > 0.0:
            raise Error("subsurface: depth_max must be > 0")
    if points is not None:
        if line is not None:
            spec.n_depth = int(points)
        else:
            spec.n_along, spec.n_depth = (int(n) for n in points)
        if spec.n_depth < 2 or (line is None and spec.n_along < 2):
            raise Error("subsurface: points must be 2 or more each way")
    cost = _budget("subsurface", lib.tl_study_subsurface_estimate, max_seconds, spec)
    study, err = ffi.new("TlStudySubsurface *"), _new_err()
    lib.tl_study_subsurface_init(study)
    try:
        _check(_solve(lib.tl_study_subsurface_update, study, spec, err=err, what="subsurface",
                      max_seconds=max_seconds, estimate=cost), err)
        sec, f = study.sec, study.field
        vm, tr, xd, m = study.max_von_mises, study.max_tresca, study.max_sxd, study.max
        out = {"source": ffi.string(lib.tl_field_source_name(f.source)).decode(),
               "body": ffi.string(lib.tl_body_name(sec.body)).decode(),
               "section": ffi.string(lib.tl_plane_name(sec.plane)).decode(),
               "measure": ffi.string(lib.tl_stress_measure_name(spec.view.measure)).decode(),
               "at": sec.at, "p0": f.p0,
               "max_von_mises": vm.value, "x_at_max": vm.x, "y_at_max": vm.y,
               "z_at_max": vm.d, "max_at_surface": vm.at_surface,
               "max_tresca": tr.value, "z_at_max_tresca": tr.d, "max_shear": 0.5 * tr.value,
               "max_sxz": abs(xd.value), "x_at_max_sxz": xd.x, "z_at_max_sxz": xd.d,
               "max": m.value, "z_at_max_measure": m.d,
               "shear_yield": spec.view.shear_yield, "load_factor": study.load_factor,
               "utilised_friction": study.utilised_friction,
               "fatigue_index": study.fatigue_index}
        if sec.plane == lib.TL_PLANE_LINE:
            out["line_x"] = sec.line_x
        xy = ffi.new("double[2]")
        xs, ys = np.empty(sec.n_along), np.empty(sec.n_along)
        for k in range(sec.n_along):
            lib.tl_section_xy(ffi.addressof(sec), k, xy, xy + 1)
            xs[k], ys[k] = xy[0], xy[1]
        out["x"], out["y"] = xs, ys
        out["z"] = np.frombuffer(ffi.buffer(sec.depth, sec.n_depth * 8), dtype=float).copy()
        out.update(_stress_columns(sec))
        return out
    finally:
        lib.tl_study_subsurface_clear(study)


@_public
def subsurface(preset=None, source=None, body=None, measure=None, plane="xz", at=0.0, line=None,
               depth_max=None, points=None, *, max_seconds=None, shear_yield=None, load=None,
               semi_a=None,
               semi_b=None, ref_load=None, wheel_rx=None, wheel_ry=None, rail_rx=None,
               rail_ry=None, youngs_modulus=None, shear_modulus=None, poisson=None, mu=None,
               speed=None, cx=None, cy=None, spin=None, grid=None, mx=None, my=None, bound=None,
               material=None, rail_material=None):
    """The stresses below the surface under the contact's tractions
    (``tribolab-cli subsurface``): the rail (or the wheel) as an elastic
    half-space, on an x–z or y–z section or a vertical line.

    Parameters
    ----------
    preset : str, os.PathLike or Preset, optional
        Start from a preset's case and ``[subsurface]`` view.
    source : {"hertz", "slide", "fastsim", "exact"}, optional
        The surface tractions: frictionless (default), full sliding
        (τ = μp), FASTSIM's or the exact theory's.
    body : {"rail", "wheel"}, optional
        The body below the surface.
    measure : {"von-mises", "tresca", "sxd"}, optional
        The measure whose maximum ``max`` reports.
    plane : {"xz", "yz"}
        The section's plane, at y (or x) = ``at`` [m].
    at : float
        The section's position [m].
    line : (float, float), optional
        (x, y) [m] of a vertical line instead of a plane.
    depth_max : float, optional
        The section's depth [m] (default 2 min(a, b)).
    points : (int, int) or int, optional
        (n_along, n_depth) for a plane, n_depth for a line.  Positions snap
        to the lattice of cell centres.
    max_seconds : float, optional
        Refuse (Error) before starting a call whose estimated cost exceeds
        this many seconds, and stop one that runs longer.
    shear_yield : float, optional
        The yield stress in shear k [Pa] of the shakedown limit (default
        the preset's, else 300 MPa, illustrative), as in :func:`steady`.
    load, semi_a, semi_b, ref_load, wheel_rx, wheel_ry, rail_rx, rail_ry, youngs_modulus, shear_modulus, poisson, mu, speed, cx, cy, spin, grid, mx, my, bound, material, rail_material : optional
        The contact case, as in :func:`steady` (cx, cy, spin and mu drive
        the fastsim, exact and slide sources).

    Returns
    -------
    dict
        ``source``, ``body``, ``section``, ``measure`` (names); ``at`` [m]
        (and ``line_x`` [m] for a line); ``p0`` [Pa]; the refined maxima:
        ``max_von_mises`` [Pa] at ``x_at_max``, ``y_at_max``, ``z_at_max``
        [m] (``max_at_surface`` 0/1), ``max_tresca`` [Pa] at
        ``z_at_max_tresca`` [m], ``max_shear`` [Pa], ``max_sxz`` [Pa] at
        ``x_at_max_sxz``, ``z_at_max_sxz`` [m], ``max`` [Pa] at
        ``z_at_max_measure`` [m]; the section: ``x``, ``y`` [m] per column,
        ``z`` [m] per row and n_depth × n_along maps ``sxx``, ``syy``,
        ``szz``, ``sxy``, ``sxz``, ``syz``, ``von_mises``, ``tresca``,
        ``s1``, ``s3`` [Pa].

    Raises
    ------
    Error
        A refused value or name, an array where one value is expected, a
        non-whole count, a call over ``max_seconds``.
    KeyboardInterrupt
        Ctrl-C during the computation stops it.

    Examples
    --------
    >>> import tribolab
    >>> s = tribolab.subsurface(points=(21, 21))
    >>> print(f"{s['max_von_mises'] / s['p0']:.3f} p0 at z = {s['z_at_max'] * 1e3:.2f} mm")
    0.618 p0 at z = 2.53 mm
    """
    kw = _given("subsurface", _keywords(locals(), "preset", "source", "body", "measure",
                                        "plane", "at", "line", "depth_max", "points",
                                        "max_seconds"), counts=("mx", "my"))
    shear_yield = kw.pop("shear_yield", None)
    at = _given("subsurface", {"at": at})["at"]
    if line is not None:
        if isinstance(line, (str, bytes)) or np.ndim(line) != 1 or len(line) != 2:
            raise Error(f"subsurface: line must be a pair (x, y) in m (got {line!r})")
    if points is not None:
        if line is not None:
            points = _whole("subsurface", "points", points)
        else:
            if isinstance(points, (str, bytes)) or np.ndim(points) != 1 or len(points) != 2:
                raise Error("subsurface: points must be a pair (n_along, n_depth) of whole "
                            f"numbers (got {points!r})")
            points = tuple(_whole("subsurface", "points", n) for n in points)
    return _subsurface(preset, source, body, measure, plane, at, line, depth_max, points,
                       max_seconds=_max_seconds("subsurface", max_seconds),
                       shear_yield=shear_yield, **kw)
