/* test-claims-wheelrail.c — every number the wheel-rail presets' texts and
 * the wheel-rail chapter of the manual state about a contact, computed again
 * by the core from the preset's own [wheelrail] section (contact search,
 * normal contact, "Roll this patch", conicity) and looked for at the printed
 * digits. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "tl-test-claims.h"
#include "tl-test-util.h"
#include "tl-test-wheelrail.h"
#include "tribo/preset.h"
#include "tribo/units.h"
#include "tribo/wheelrail.h"

#define MM TL_UNIT_MM

/* What a preset's chosen point computes to. */
typedef enum {
  V_S_WHEEL,   /* wheel profile coordinate [mm] */
  V_GAMMA,     /* contact angle [°] */
  V_R,         /* rolling radius [mm] */
  V_DR,        /* r_L − r_R [mm] */
  V_NORMAL,    /* normal force [kN] */
  V_PMAX,      /* the method's peak pressure [MPa] */
  V_AREA,      /* [mm²] */
  V_P0,        /* Hertz p0 from the local curvatures [MPa] */
  V_FX,        /* rolled patch: Fx [kN] */
  V_STICK,     /* rolled patch: stick fraction [%] */
  V_CONICITY,  /* harmonic tan γ_e at ŷ = 3 mm */
  V_WAVELENGTH,/* kinematic wavelength at ŷ = 3 mm [m] */
  V_LOAD,      /* the preset's own parameters: wheel load [kN], */
  V_Y,         /* lateral shift [mm], */
  V_CX, V_MU,  /* creepage and friction of the roll */
  V_N
} Value;

/* The values of the preset's point; the patch rolled with `roll` (NULL: the
 * preset's own creepages and model). */
static void
compute(const char *preset, const TlWrRollParams *roll, double v[V_N])
{
  char *path = tl_preset_path(preset);
  TlPreset p;
  TlError err;
  if (tl_preset_load_file(path, &p, NULL, NULL, &err) != TL_OK)
    g_error("%s", err.message);
  const TlPresetWheelrail *w = &p.wheelrail;
  g_assert_cmpstr(w->wheel, ==, "S1002");
  g_assert_cmpstr(w->rail, ==, "60E1");
  TlTestWr s = tl_test_wr_new(&w->track);
  TlWrContact c;
  TlWrNormal n;
  if (tl_wheelrail_contact(s.wr, w->y, &c, &err) != TL_OK ||
      tl_wheelrail_normal(s.wr, &c, w->side, &w->normal, &n, &err) != TL_OK)
    g_error("%s: %s", preset, err.message);
  int k = 0;
  while (k < n.n && n.patch[k].point != w->point - 1)
    k++;
  g_assert_cmpint(k, <, n.n);
  const TlWrPatch *pa = &n.patch[k];
  const TlWrPoint *pt = &c.wheel[w->side].pt[pa->point];
  TlWrRoll r;
  memset(&r, 0, sizeof r);
  if (tl_wheelrail_roll(pa, &w->normal.wheel, &w->normal.rail, roll ? roll : &w->roll, &r,
                        &err) != TL_OK)
    g_error("%s: %s", preset, err.message);
  v[V_S_WHEEL] = pt->s / MM;
  v[V_GAMMA] = pt->gamma * 180.0 / M_PI;
  v[V_R] = pt->r / MM;
  v[V_DR] = c.dr / MM;
  v[V_NORMAL] = pa->normal_force / TL_UNIT_KN;
  v[V_PMAX] = pa->p_max / TL_UNIT_MPA;
  v[V_AREA] = pa->area / (MM * MM);
  v[V_P0] = pa->hertz_ok ? pa->p0 / TL_UNIT_MPA : NAN;
  v[V_FX] = r.fx / TL_UNIT_KN;
  v[V_STICK] = 100.0 * r.stick_fraction;
  /* the window's table: 0.05 mm steps to 8 mm */
  TlWrTable t;
  TlWrConicity con;
  if (tl_wheelrail_table(s.wr, 8.0 * MM, 0.05 * MM, &t, &err) != TL_OK ||
      tl_wr_conicity(&t, 3.0 * MM, tl_wheelrail_placement(s.wr)->e0, w->track.r0, &con, &err) !=
        TL_OK)
    g_error("%s: %s", preset, err.message);
  v[V_CONICITY] = con.harmonic;
  v[V_WAVELENGTH] = con.wavelength;
  v[V_LOAD] = w->normal.load / TL_UNIT_KN;
  v[V_Y] = w->y / MM;
  v[V_CX] = w->roll.cx;
  v[V_MU] = w->roll.mu;
  tl_wr_table_clear(&t);
  tl_wr_roll_clear(&r);
  tl_wr_normal_clear(&n);
  tl_test_wr_free(&s);
  g_free(path);
}

typedef struct {
  const char *preset;
  const char *fmt; /* printf of the value as the text writes it */
  Value value;
} Claim;

static const Claim claims[] = {
  { "18-wheelrail-new-s1002.ini", "wheel load of %g kN", V_LOAD },
  { "18-wheelrail-new-s1002.ini", "at cx = %g", V_CX },
  { "18-wheelrail-new-s1002.ini", "μ = %g", V_MU },
  { "18-wheelrail-new-s1002.ini", "%.1f mm outside the taping line", V_S_WHEEL },
  { "18-wheelrail-new-s1002.ini", "γ = %.2f°", V_GAMMA },
  { "18-wheelrail-new-s1002.ini", "p_max = %.0f MPa", V_PMAX },
  { "18-wheelrail-new-s1002.ini", "over %.0f mm²", V_AREA },
  { "18-wheelrail-new-s1002.ini", "p0 = %.0f MPa", V_P0 },
  { "18-wheelrail-new-s1002.ini", "Fx = %.1f kN", V_FX },
  { "18-wheelrail-new-s1002.ini", "%.0f %% of it sticks", V_STICK },
  { "18-wheelrail-new-s1002.ini", "ŷ = 3 mm is %.2f", V_CONICITY },
  { "19-wheelrail-flange.ini", "shifted %g mm", V_Y },
  { "19-wheelrail-flange.ini", "the %g kN wheel load", V_LOAD },
  { "19-wheelrail-flange.ini", "at cx = %g", V_CX },
  { "19-wheelrail-flange.ini", "μ = %g", V_MU },
  { "19-wheelrail-flange.ini", "γ = %.1f°", V_GAMMA },
  { "19-wheelrail-flange.ini", "r = %.1f mm", V_R },
  { "19-wheelrail-flange.ini", "Δr = %.1f mm", V_DR },
  { "19-wheelrail-flange.ini", "normal force of %.0f kN", V_NORMAL },
  { "19-wheelrail-flange.ini", "p_max = %.0f MPa", V_PMAX },
  { "19-wheelrail-flange.ini", "Fx = %.1f kN", V_FX },
  { "19-wheelrail-flange.ini", "%.0f %% of it sticks", V_STICK },
  { "20-wheelrail-1-20.ini", "at cx = %g", V_CX },
  { "20-wheelrail-1-20.ini", "μ = %g", V_MU },
  { "20-wheelrail-1-20.ini", "s = %.1f mm", V_S_WHEEL },
  { "20-wheelrail-1-20.ini", "γ = %.2f°", V_GAMMA },
  { "20-wheelrail-1-20.ini", "ŷ = 3 mm is %.4f", V_CONICITY },
  { "20-wheelrail-1-20.ini", "wavelength of %.0f m", V_WAVELENGTH },
  { "20-wheelrail-1-20.ini", "p_max = %.0f MPa", V_PMAX },
  { "20-wheelrail-1-20.ini", "over %.0f mm²", V_AREA },
  { "20-wheelrail-1-20.ini", "Fx = %.1f kN", V_FX },
  { "20-wheelrail-1-20.ini", "%.0f %% of it sticks", V_STICK },
};

/* The preset's description as the window shows it. */
static char *
description(const char *preset)
{
  char *path = tl_preset_path(preset);
  TlPreset p;
  g_assert_cmpint(tl_preset_load_file(path, &p, NULL, NULL, NULL), ==, TL_OK);
  g_free(path);
  return g_strdup(p.description);
}

static void
test_preset_claims(void)
{
  g_test_summary("The wheel-rail presets state what the core computes for their own section");
  const char *last = NULL;
  double v[V_N] = { 0 };
  char *text = NULL;
  for (size_t i = 0; i < G_N_ELEMENTS(claims); i++) {
    const Claim *c = &claims[i];
    if (!last || strcmp(last, c->preset) != 0) {
      compute(c->preset, NULL, v);
      g_free(text);
      text = description(c->preset);
      last = c->preset;
    }
    g_assert_true(isfinite(v[c->value]));
    states(c->preset, text, c->fmt, v[c->value]);
  }
  g_free(text);
}

/* §W10's comparison of FASTSIM and the exact theory on presets 18 and 19. */
static void
test_manual_claims(void)
{
  g_test_summary("docs/theory-wheel-rail.md §W10 states what the core computes");
  char *text = text_of("docs/theory-wheel-rail.md");
  TlWrRollParams rp = tl_wr_roll_params_default();
  double f18[V_N], e18[V_N], f19[V_N], e19[V_N], fl[V_N], el[V_N];
  compute("18-wheelrail-new-s1002.ini", &rp, f18);
  compute("19-wheelrail-flange.ini", &rp, f19);
  rp.model = TL_WR_ROLL_EXACT;
  compute("18-wheelrail-new-s1002.ini", &rp, e18);
  compute("19-wheelrail-flange.ini", &rp, e19);
  rp.cx = 2e-5;
  compute("18-wheelrail-new-s1002.ini", &rp, el);
  rp.model = TL_WR_ROLL_FASTSIM;
  compute("18-wheelrail-new-s1002.ini", &rp, fl);
  const char *T = "docs/theory-wheel-rail.md";
  states(T, text, "rolled at c_x = %g, μ = %g,", tl_wr_roll_params_default().cx,
         tl_wr_roll_params_default().mu);
  states(T, text, "FASTSIM gives F_x = %.1f kN with %.0f %% of the patch sticking", f18[V_FX],
         f18[V_STICK]);
  states(T, text, "the exact theory %.1f kN with %.0f %% sticking", e18[V_FX], e18[V_STICK]);
  states(T, text, "FASTSIM's F_x is %.1f %% below the exact one",
         100.0 * (1.0 - fl[V_FX] / el[V_FX]));
  states(T, text, "(N = %.0f kN) they give %.1f and %.1f kN", f19[V_NORMAL], f19[V_FX],
         e19[V_FX]);
  g_assert_cmpfloat(fl[V_FX], <, el[V_FX]);
  g_free(text);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  tl_claims_add("/claims-wheelrail/presets", test_preset_claims);
  tl_claims_add("/claims-wheelrail/manual", test_manual_claims);
  return g_test_run();
}
