"""The contact case every contact view starts from (the ellipse, the
materials, the creepages: _contact), the friction law inside the contact
(_slip_law, shared with transient), and hertz()."""
import math

import numpy as np

from ._tribo import ffi, lib
from ._core import (Error, _broadcast, _check, _given, _keywords, _materials, _named, _new_err,
                    _preset, _public, _set_given, _unknown)


_CONTACT_FIELDS = ("mu", "speed", "cx", "cy", "spin", "mx", "my")
_AXES = ("semi_a", "semi_b", "ref_load")
_RADII = ("wheel_rx", "wheel_ry", "rail_rx", "rail_ry")
_CONTACT_KEYS = set(_CONTACT_FIELDS + _AXES + _RADII) | {
    "load", "grid", "bound", "youngs_modulus", "shear_modulus", "poisson", "material",
    "rail_material"}


def _named_materials(kw, h):
    """material= (both bodies) and rail_material= (the rail) of TlHertzParams h
    by the library's names, as --material and --rail-material."""
    err = _new_err()
    for k, bodies in (("material", ("wheel", "rail")), ("rail_material", ("rail",))):
        if k in kw:
            m = ffi.new("TlMaterial *")
            if not isinstance(kw[k], str):
                raise Error(f"{k} must be a material's name (got {kw[k]!r})")
            _check(lib.tl_material_lookup(kw[k].encode(), m, err), err)
            for body in bodies:
                setattr(h, body, m[0])


def _contact(preset, kw):
    """TlContactParams from a preset (or the defaults) and keyword overrides,
    with the CLI's rules: semi-axes hold at ref_load, by default the preset's or
    100 kN (the thesis ellipse's load), so another load scales them by
    (load/ref_load)^(1/3); ref_load=load keeps them fixed."""
    p = ffi.new("TlContactParams *")
    p[0] = preset._c.contact if preset else lib.tl_contact_params_default()
    h = p.hertz
    if any(k in kw for k in _AXES) and any(k in kw for k in _RADII):
        raise Error("give either the semi-axes (semi_a, semi_b, ref_load) or the radii, not both")
    _named_materials(kw, h)
    _materials(kw, h.wheel, h.rail)
    if "load" in kw:
        h.normal_load = float(kw["load"])
    if any(k in kw for k in _RADII):
        h.geometry = lib.TL_GEOMETRY_RADII
        _set_given(h, kw, _RADII)
    else:
        _set_given(h, kw, ("semi_a", "semi_b"))
        if "ref_load" in kw:
            h.ref_load = float(kw["ref_load"])
    for k in _CONTACT_FIELDS:
        if k in kw:
            setattr(p, k, int(kw[k]) if k in ("mx", "my") else float(kw[k]))
    if "grid" in kw:
        p.mx, p.my = (int(n) for n in kw["grid"])
    if "bound" in kw:
        p.bound = _named(lib.tl_traction_bound_from_name, kw["bound"], "TlTractionBound")
    err = _new_err()
    _check(lib.tl_contact_params_validate(p, err), err)
    return p


def _hertz(preset=None, map=False, **kw):
    """hertz() after its keywords are checked: see its docstring."""
    _unknown(kw, _CONTACT_KEYS, "hertz")
    study, err = ffi.new("TlStudyHertz *"), _new_err()
    lib.tl_study_hertz_init(study)
    try:
        _check(lib.tl_study_hertz_update(study, _contact(_preset(preset), kw), ffi.NULL, err), err)
        h, k = study.basics.hertz, study.basics.kalker
        out = {"a": h.a, "b": h.b, "p0": h.p0, "mean_pressure": h.mean_pressure,
               "approach": h.approach, "ratio": h.ratio, "normal_load": h.normal_load,
               "c11": k.c11, "c22": k.c22, "c23": k.c23, "c33": k.c33,
               "shear_modulus": h.material.shear_modulus, "e_star": h.material.e_star,
               "poisson": h.material.poisson, "kd": h.material.kd,
               # tribolab-cli hertz's g_gpa and nu, under its names
               "g": h.material.shear_modulus, "nu": h.material.poisson}
        if map:
            out["map"] = _pressure_map(study.grid, study.pressure)
        return out
    finally:
        lib.tl_study_hertz_clear(study)


def _pressure_map(g, pressure):
    """The Hertz pressure per cell of grid g as my x mx arrays (row j, column
    i): x, y [m] the cell centres, pn [Pa] and active (inside the ellipse:
    the cells tribolab-cli hertz --map prints, in the order of ravel())."""
    mx, my = g.mx, g.my
    x = np.frombuffer(ffi.buffer(g.x, mx * 8), dtype=float).copy()
    y = np.frombuffer(ffi.buffer(g.y, my * 8), dtype=float).copy()
    xx, yy = np.meshgrid(x, y)
    pn = np.frombuffer(ffi.buffer(pressure, mx * my * 8), dtype=float).reshape(my, mx).copy()
    active = np.frombuffer(ffi.buffer(g.active, mx * my), dtype=np.uint8).reshape(my, mx)
    return {"x": xx, "y": yy, "pn": pn, "active": active.astype(bool)}

# The contact friction law's keywords: tribolab-cli steady's friction-law
# options with the unit suffix dropped (every value is in SI units, as there).
# Each float keyword: its CLI option (for the messages) and whether 0 is allowed.
_LAW_FLOATS = {
    "mu_static": ("--mu-static", False), "mu_kinetic": ("--mu-kinetic", False),
    "s_half": ("--s-half-m-s", False), "s_half2": ("--s-half2-m-s", False),
    "dmu2": ("--dmu2", True), "memory": ("--memory-m", True),
    "memory_s0": ("--memory-s0-m-s", True), "stribeck_vs": ("--stribeck-vs-m-s", False),
    "stribeck_delta": ("--stribeck-delta", False), "viscous": ("--viscous-s-m", True),
    "polach_mu0": ("--polach-mu0", False), "polach_a": ("--polach-a", True),
    "polach_b": ("--polach-b-s-m", True),
}
_LAW_KEYS = set(_LAW_FLOATS) | {"polach_set", "slip_branch"}
# Which keywords each law reads; any other is refused rather than ignored, so a
# misspelt intention (polach_a on an exponential law) cannot pass unnoticed.
_LAW_COMMON = {"memory", "memory_s0", "slip_branch"}
_LAW_OWN = {
    "falling": {"mu_static", "mu_kinetic", "s_half", "dmu2", "s_half2"},
    "stribeck": {"mu_static", "mu_kinetic", "stribeck_vs", "stribeck_delta", "viscous"},
    "polach": {"polach_set", "polach_mu0", "polach_a", "polach_b"},
}


def _slip_law(pre, friction_law, p, kw, what="steady"):
    """The friction law inside the contact (a TlSlipFriction) and whether one
    was chosen (friction_law given, or a preset's [contact_friction] law other
    than Coulomb); without one it is Coulomb with the case's mu.

    The rules are tribolab-cli steady's: a law's parameters start from the
    library's defaults of that law, mu belongs to Coulomb only, and for the
    exponential, rational and linear laws the first falling term is what is
    left of mu_static above mu_kinetic + dmu2.  Without friction_law a
    preset's law is taken the way the window and `tribolab-cli export` take
    it, and the keywords then adjust that law."""
    given = {k: kw[k] for k in _LAW_KEYS if k in kw}
    err = _new_err()
    f = ffi.new("TlSlipFriction *")
    if friction_law is not None:
        f[0] = lib.tl_slip_friction_default(
            _named(lib.tl_slip_law_from_name, friction_law, "TlSlipLawKind"))
        source = "friction_law"
    elif pre:
        _check(lib.tl_contact_friction_law(ffi.addressof(pre._c, "contact_friction"), p.mu,
                                           ffi.addressof(pre._c.friction, "law"), f, err),
               err)
        source = "the preset's [contact_friction] law"
    else:
        f[0] = lib.tl_slip_friction_default(lib.TL_SLIP_LAW_COULOMB)
        source = None
    name = ffi.string(lib.tl_slip_law_name(f.kind)).decode()
    if f.kind == lib.TL_SLIP_LAW_COULOMB:
        if given and friction_law is None:
            raise Error(f"{what}: the friction-law keywords ({', '.join(sorted(given))}) need "
                        "friction_law (exp, rational, linear, stribeck or polach)")
        if given:
            raise Error(f"{what}: friction_law 'coulomb' takes mu only")
        f.mu = p.mu
        return f, friction_law is not None
    if "mu" in kw:
        raise Error(f"{what}: mu is the Coulomb coefficient: with {source} '{name}' give the "
                    "law's own levels (mu_static, mu_kinetic, polach_mu0), or "
                    "friction_law='coulomb'")
    family = ("polach" if f.kind == lib.TL_SLIP_LAW_POLACH
              else "stribeck" if f.kind == lib.TL_SLIP_LAW_STRIBECK else "falling")
    foreign = sorted(set(given) - _LAW_OWN[family] - _LAW_COMMON)
    if foreign:
        raise Error(f"{what}: the {name} law takes no {', '.join(foreign)} (its keywords: "
                    f"{', '.join(sorted(_LAW_OWN[family] | _LAW_COMMON))})")
    v = {k: float(x) for k, x in given.items() if k in _LAW_FLOATS}
    # each level and speed by its own name, before the law's derived checks
    # (tribolab-cli's option parser refuses a non-finite number the same way)
    for k, x in v.items():
        if not math.isfinite(x):
            raise Error(f"{what}: {k} must be a finite number (got {x})")
        zero_ok = _LAW_FLOATS[k][1]
        if k != "stribeck_delta" and not (x >= 0.0 if zero_ok else x > 0.0):
            raise Error(f"{what}: {k} must be {'zero or positive' if zero_ok else 'positive'} "
                        f"(got {x:g})")
    if "slip_branch" in given:
        f.rule = _named(lib.tl_slip_root_rule_from_name, given["slip_branch"], "TlSlipRootRule")
    f.memory = v.get("memory", f.memory)
    f.memory_s0 = v.get("memory_s0", f.memory_s0)
    if family == "polach":
        pp = ffi.new("TlPolachParams *", lib.tl_polach_params_dry())
        if "polach_set" in given:
            _check(lib.tl_polach_params_from_name(str(given["polach_set"]).encode(), pp, err),
                   err)
        else:
            pp.mu0, pp.a, pp.b = f.polach_mu0, f.polach_a, f.polach_b
        pp.mu0 = v.get("polach_mu0", pp.mu0)
        pp.a = v.get("polach_a", pp.a)
        pp.b = v.get("polach_b", pp.b)
        if lib.tl_polach_params_validate(pp, err) != 0:
            raise Error(f"{what}: Polach's parameters: "
                        + ffi.string(err.message).decode("utf-8", "replace"))
        f.polach_mu0, f.polach_a, f.polach_b = pp.mu0, pp.a, pp.b
    elif family == "stribeck":
        f.mu_s = v.get("mu_static", f.mu_s)
        f.mu_c = v.get("mu_kinetic", f.mu_c)
        f.v_s = v.get("stribeck_vs", f.v_s)
        f.delta = v.get("stribeck_delta", f.delta)
        f.k_v = v.get("viscous", f.k_v)
    else:
        mu_s = v.get("mu_static", f.mu_kinetic + f.dmu1 + f.dmu2)
        f.mu_kinetic = v.get("mu_kinetic", f.mu_kinetic)
        f.dmu2 = v.get("dmu2", f.dmu2)
        f.s_half1 = v.get("s_half", f.s_half1)
        f.s_half2 = v.get("s_half2", f.s_half2)
        f.dmu1 = mu_s - f.mu_kinetic - f.dmu2
        if f.dmu1 < 0.0:
            raise Error(f"{what}: mu_static ({mu_s:g}) must be at least mu_kinetic + dmu2 "
                        f"({f.mu_kinetic + f.dmu2:g})")
    if lib.tl_slip_friction_validate(f, err) != 0:
        raise Error(f"{what}: friction law {name}: "
                    + ffi.string(err.message).decode("utf-8", "replace"))
    return f, True


# The contact case's numeric keywords, each one value (or broadcast) in hertz()
# and steady().
_CONTACT_NUMBERS = ("load", "semi_a", "semi_b", "ref_load", "wheel_rx", "wheel_ry", "rail_rx",
                    "rail_ry", "youngs_modulus", "shear_modulus", "poisson", "mu", "speed", "cx",
                    "cy", "spin")


@_public
def hertz(preset=None, *, load=None, semi_a=None, semi_b=None, ref_load=None, wheel_rx=None,
          wheel_ry=None, rail_rx=None, rail_ry=None, youngs_modulus=None, shear_modulus=None,
          poisson=None, mu=None, speed=None, cx=None, cy=None, spin=None, grid=None, mx=None,
          my=None, bound=None, material=None, rail_material=None, map=False):
    """Hertz contact and Kalker's coefficients of a case (``tribolab-cli hertz``).

    Every number may be a NumPy array: the arrays broadcast together and each
    result is an array of their shape.

    Parameters
    ----------
    preset : str, os.PathLike or Preset, optional
        Start from a preset's ``[contact]`` (the keywords then override it).
    load : float or array_like, optional
        Normal load F_N [N] (default 100 kN or the preset's).
    semi_a, semi_b : float or array_like, optional
        Semi-axes of the contact ellipse [m] at ``ref_load``.
    ref_load : float or array_like, optional
        The load [N] at which ``semi_a``, ``semi_b`` hold (default 100 kN or
        the preset's); at another load both scale by (load/ref_load)^(1/3).
        ``ref_load=load`` keeps them fixed.
    wheel_rx, wheel_ry, rail_rx, rail_ry : float or array_like, optional
        Principal radii of the bodies [m] (``math.inf`` for a flat one),
        instead of the semi-axes.
    youngs_modulus, shear_modulus : float or array_like, optional
        Elastic modulus of both bodies [Pa] (give one of them).
    poisson : float or array_like, optional
        Poisson's ratio of both bodies [-].
    material, rail_material : str, optional
        A named material ("thesis-steel", "steel", "cast-iron", …) of both
        bodies, and of the rail alone (``--material``, ``--rail-material``);
        the elastic keywords then change the wheel's, which both take.
    mu, speed, cx, cy, spin, grid, mx, my, bound : optional
        The rest of the contact case (friction coefficient, speed [m/s],
        creepages [-], spin [1/m], grid cells, traction bound): checked as
        :func:`steady` checks them; they do not change Hertz's results
        (the grid sets the cells of ``map``).
    map : bool
        Also return ``"map"``, the pressure per cell of the grid (``--map``;
        one case: not with arrays).

    Returns
    -------
    dict
        ``a``, ``b`` [m] semi-axes; ``p0``, ``mean_pressure`` [Pa];
        ``approach`` [m]; ``ratio`` [-] (b/a); ``normal_load`` [N];
        ``c11``, ``c22``, ``c23``, ``c33`` [-] Kalker's coefficients;
        ``shear_modulus`` (also ``g``), ``e_star`` [Pa], ``poisson`` (also
        ``nu``), ``kd`` [-] of the combined material.  Floats, or arrays
        when an input is one.  With ``map=True`` also ``"map"``: my × mx
        arrays ``x``, ``y`` [m] (cell centres), ``pn`` [Pa] and ``active``
        (inside the ellipse: ``m["pn"][m["active"]]`` are the rows of
        ``tribolab-cli hertz --map``).

    Raises
    ------
    Error
        A value the library refuses (its message), an array where one value
        is expected, a non-whole grid, arrays that do not broadcast.

    Examples
    --------
    >>> import tribolab
    >>> h = tribolab.hertz(load=150e3)   # the thesis ellipse, scaled from 100 kN
    >>> print(f"a = {h['a'] * 1e3:.3f} mm, p0 = {h['p0'] / 1e6:.0f} MPa")
    a = 9.799 mm, p0 = 1565 MPa
    >>> import numpy as np
    >>> h = tribolab.hertz(load=np.array([50e3, 100e3, 200e3]))
    >>> print(np.round(h["a"] * 1e3, 3))
    [ 6.794  8.56  10.785]
    >>> print(np.round(h["a"] / h["a"][1], 4), np.round(np.cbrt([0.5, 1.0, 2.0]), 4))
    [0.7937 1.     1.2599] [0.7937 1.     1.2599]
    """
    kw = _given("hertz", _keywords(locals(), "preset", "map"), counts=("mx", "my"),
                broadcast=_CONTACT_NUMBERS)
    preset = _preset(preset)  # read once, not once per element
    if map and any(isinstance(v, np.ndarray) for v in kw.values()):
        raise Error("hertz: map=True takes one case: broadcasting over arrays gives no map")
    return _broadcast("hertz", lambda one: _hertz(preset, bool(map), **one), kw)
