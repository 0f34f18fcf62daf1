"""TriboLab from Python: the solvers of libtribo, returning NumPy arrays.

Every function takes its parameters as keyword arguments in SI units
(m, N, Pa, s, rad; creepages dimensionless, spin in 1/m) and returns a dict
of NumPy arrays and numbers.  ``preset=`` (a path or a :class:`Preset` from
:func:`load_preset`) starts from a preset's case; keywords then override it,
as options do on ``tribolab-cli``.  Bad input raises :class:`Error` with the
library's own message.

>>> import tribolab
>>> round(tribolab.hertz(load=150e3)["a"] * 1e3, 3)   # semi-axis a [mm] of the thesis ellipse
9.799

Numbers broadcast in :func:`hertz` and :func:`steady`; a long call stops on
Ctrl-C (KeyboardInterrupt) and, with ``max_seconds=``, refuses to start
when the study's estimate of its cost is above the limit.
"""
# The package's rooms: _core holds what every view shares (the library, Error,
# Preset, the solve loop, keyword checks); each view has its own module, as
# each has its own study on the C side.  The public names are imported here.
from ._tribo import ffi, lib
from ._core import Error, Preset, load_preset
from ._contact import hertz
from ._steady import steady, steady_curves
from ._transient import transient
from ._friction import friction, stickslip
from ._rolling import rolling, rolling_replay
from ._subsurface import subsurface
from ._wheelrail import wheelrail, wear
from ._wheelset import wheelset

__version__ = ffi.string(lib.tl_version()).decode()
"""The version of the TriboLab library the package runs on (as ``tribolab-cli --version``)."""

__all__ = ["Error", "Preset", "load_preset", "hertz", "steady", "steady_curves", "transient",
           "friction", "stickslip", "rolling", "rolling_replay", "subsurface", "wheelrail",
           "wheelset", "wear"]

# The public names are the package's own (tribolab.hertz, tribolab.Error), as
# before they moved to the views' modules: help(), tracebacks, pickle and
# doctest name them so.
for _name in __all__:
    globals()[_name].__module__ = __name__
del _name
