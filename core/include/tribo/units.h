/* units.h — the display units of the UI, the CLI and the preset files.
 *
 * The core computes in SI.  Conversion to what a user reads and types (mm, kN,
 * MPa, GPa, ms) happens only at the edge — CLI options and CSV columns, GUI
 * fields, plot axes, preset keys — and always through these factors, so that a
 * grep for TL_UNIT_ finds every conversion.  Multiply a display value by the
 * factor to get SI; divide an SI value by it to display.
 */
#ifndef TRIBO_UNITS_H
#define TRIBO_UNITS_H

#define TL_UNIT_MM 1e-3  /* m per mm */
#define TL_UNIT_UM 1e-6  /* m per µm */
#define TL_UNIT_KN 1e3   /* N per kN */
#define TL_UNIT_MPA 1e6  /* Pa per MPa (N/mm²) */
#define TL_UNIT_GPA 1e9  /* Pa per GPa */
#define TL_UNIT_MS 1e-3  /* s per ms */
#define TL_UNIT_US 1e-6  /* s per µs */
#define TL_UNIT_MRAD 1e-3 /* rad per mrad */
#define TL_UNIT_NMM 1e-3 /* N·m per N·mm */
#define TL_UNIT_PPM 1e-6 /* relative tolerance per ppm (part per million) */
#define TL_UNIT_MM2 1e-6  /* m² per mm² */
#define TL_UNIT_UM3 1e-18 /* m³ per µm³ */
#define TL_UNIT_UG 1e-9   /* kg per µg */
#define TL_UNIT_NM 1e-9   /* m per nm */

#endif /* TRIBO_UNITS_H */
