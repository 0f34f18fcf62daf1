/* tlr-rolling-sketch.c — the two spheres of the rolling demo at the marked
 * instant: sphere i on sphere j (or a wall), the contact normal n, the history
 * ξ and the pseudo-force F at the contact, the spin ω and the torque τ on i.
 *
 * Screen mapping: n = +x points up, the rolling direction +y to the right, so
 * +z points into the screen and a positive spin turns i clockwise. */
#include <math.h>
#include <stdio.h>

#include "tlr-figure-rolling.h"
#include "tlr-layout.h"
#include "tlr-plot.h"
#include "tlr-text.h"
#include "tribo/units.h"

/* %.*g with a true minus sign (U+2212), as on the axes. */
static const char *
num(char *buf, size_t len, double v, int digits)
{
  snprintf(buf, len, "%s%.*g", v < 0 ? "\u2212" : "", digits, fabs(v));
  return buf;
}

static void
set_color(cairo_t *cr, TlrColor c)
{
  cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
}

/* A straight arrow from (x0, y0) to (x1, y1) with a filled head. */
static void
arrow(cairo_t *cr, const TlrStyle *st, double x0, double y0, double x1, double y1, TlrColor c)
{
  const double len = hypot(x1 - x0, y1 - y0);
  if (len < 1.0)
    return;
  const double head = fmin(0.8 * st->font_size, 0.6 * len);
  const double ux = (x1 - x0) / len, uy = (y1 - y0) / len;
  cairo_save(cr);
  set_color(cr, c);
  cairo_set_line_width(cr, 1.2 * st->line_width);
  cairo_move_to(cr, x0, y0);
  cairo_line_to(cr, x1 - 0.8 * head * ux, y1 - 0.8 * head * uy);
  cairo_stroke(cr);
  cairo_move_to(cr, x1, y1);
  cairo_line_to(cr, x1 - head * ux - 0.45 * head * uy, y1 - head * uy + 0.45 * head * ux);
  cairo_line_to(cr, x1 - head * ux + 0.45 * head * uy, y1 - head * uy - 0.45 * head * ux);
  cairo_close_path(cr);
  cairo_fill(cr);
  cairo_restore(cr);
}

/* An arc arrow about (cx, cy) centred on screen angle `mid` (cairo angles:
 * clockwise on screen), pointing clockwise when cw, with a label outside;
 * its length grows with size ∈ [0, 1] (the magnitude against its scale). */
static void
arc_arrow(cairo_t *cr, const TlrStyle *st, double cx, double cy, double r, double mid, double size,
          int cw, TlrColor c, const char *label)
{
  const double span = 0.12 + 0.45 * fmin(fmax(size, 0.0), 1.0), a0 = mid - span, a1 = mid + span;
  const double head = 0.8 * st->font_size, back = head / r;
  cairo_save(cr);
  set_color(cr, c);
  cairo_set_line_width(cr, 1.2 * st->line_width);
  cairo_new_path(cr);
  if (cw)
    cairo_arc(cr, cx, cy, r, a0, a1 - 0.8 * back);
  else
    cairo_arc_negative(cr, cx, cy, r, a1, a0 + 0.8 * back);
  cairo_stroke(cr);
  /* head at the end of the arc, along the tangent */
  const double at = cw ? a1 : a0, s = cw ? 1.0 : -1.0;
  const double ex = cx + r * cos(at), ey = cy + r * sin(at);
  const double tx = -s * sin(at), ty = s * cos(at);  /* direction of travel */
  const double bx = ex - head * tx, by = ey - head * ty; /* base of the head */
  cairo_move_to(cr, ex, ey);
  cairo_line_to(cr, bx + 0.45 * head * cos(at), by + 0.45 * head * sin(at));
  cairo_line_to(cr, bx - 0.45 * head * cos(at), by - 0.45 * head * sin(at));
  cairo_close_path(cr);
  cairo_fill(cr);
  cairo_restore(cr);
  const TlrTextOpts o = tlr_text_opts(1.0, 0.5, 0.5);
  const double lr = r + 1.1 * st->font_size;
  tlr_text(cr, st, cx + lr * cos(mid), cy + lr * sin(mid), &o, c, label);
}

static void
sphere(cairo_t *cr, const TlrStyle *st, double cx, double cy, double r, TlrColor fill)
{
  cairo_save(cr);
  cairo_new_path(cr);
  cairo_arc(cr, cx, cy, r, 0, 2 * M_PI);
  set_color(cr, tlr_color_with_alpha(fill, 0.22));
  cairo_fill_preserve(cr);
  set_color(cr, st->outline);
  cairo_set_line_width(cr, st->line_width);
  cairo_stroke(cr);
  cairo_restore(cr);
}

static void
wall(cairo_t *cr, const TlrStyle *st, double x0, double x1, double y0, double depth)
{
  cairo_save(cr);
  set_color(cr, st->muted);
  cairo_set_line_width(cr, 0.6 * st->line_width);
  for (double x = x0; x < x1; x += 0.6 * depth) {
    cairo_move_to(cr, x + 0.6 * depth, y0);
    cairo_line_to(cr, x, y0 + depth);
  }
  cairo_stroke(cr);
  set_color(cr, st->outline);
  cairo_set_line_width(cr, st->line_width);
  cairo_move_to(cr, x0, y0);
  cairo_line_to(cr, x1, y0);
  cairo_stroke(cr);
  cairo_restore(cr);
}

/* A label beside an arrow tip at (tx, y): right of it when right, else left,
 * above (yalign 1) or below (0), on a light box and kept inside the panel
 * [x0, x0 + w]. */
static void
tip_label(cairo_t *cr, const TlrStyle *st, double x0, double w, double tx, double y, int right,
          double yalign, TlrColor c, const char *markup)
{
  const TlrTextOpts o = tlr_text_opts(0.9, 0.0, 0.0);
  const double gap = 0.3 * st->font_size, pad = 0.15 * st->font_size;
  double tw, th;
  tlr_text_size(cr, st, &o, markup, &tw, &th);
  double left = right ? tx + gap : tx - gap - tw;
  left = fmax(x0 + pad, fmin(left, x0 + w - pad - tw));
  const double top = y - yalign * th;
  cairo_save(cr);
  set_color(cr, tlr_color_with_alpha(st->plot_bg, 0.8));
  cairo_rectangle(cr, left - pad, top, tw + 2 * pad, th);
  cairo_fill(cr);
  cairo_restore(cr);
  tlr_text(cr, st, left, top, &o, c, markup);
}

/* The read-out: the marked instant and the closed forms against the run. */
static void
readout(cairo_t *cr, const TlrStyle *st, const TlStudyRolling *fig, int m, double x, double y,
        double w)
{
  const TlRollingDemoPrediction *p = &fig->pred;
  char stop[64] = "still spinning";
  if (!isnan(fig->stop_ms))
    snprintf(stop, sizeof stop, "%.3f ms", fig->stop_ms);
  char text[900], w_s[32], t_s[32], x_s[32], elastic[32] = "n/a", back[32] = "n/a";
  if (!isnan(p->stop_time_elastic))
    snprintf(elastic, sizeof elastic, "%.3f ms", p->stop_time_elastic / TL_UNIT_MS);
  if (!isnan(p->spring_back))
    snprintf(back, sizeof back, "%.3g", p->spring_back / TL_UNIT_MRAD);
  snprintf(text, sizeof text,
           "<b>t = %.3f ms</b>  (%s)\n"
           "ω = %s rad/s,  τ = %s N·mm,  ξ = %s µm\n"
           "R<sub>eff</sub> = %.4g mm,  F<sub>n0</sub> = %.4g N,  I = %.4g kg·m²\n"
           "α = R<sub>eff</sub>μ<sub>r</sub>F<sub>n0</sub>/I = %.5g rad/s²\n"
           "stop: ω<sub>0</sub>/α = %.3f ms (slide), %s (with elastic end)\n"
           "run: %s;  ω<sub>n</sub> = R<sub>eff</sub>√(k<sub>r</sub>/I) = %.4g rad/s,  ζ = %.3f\n"
           "spring-back from the stop: %s mrad",
           fig->t_ms[m], fig->state[m] == TL_ROLLING_SLIP ? "slider" : "spring–dashpot",
           num(w_s, sizeof w_s, fig->omega[m], 4), num(t_s, sizeof t_s, fig->torque_nmm[m], 4),
           num(x_s, sizeof x_s, fig->xi_um[m], 4), p->r_eff / TL_UNIT_MM, p->normal_load,
           p->inertia, p->deceleration, p->stop_time / TL_UNIT_MS, elastic, stop, p->omega_n,
           p->damping_ratio, back);
  const TlrTextOpts o = tlr_text_opts(TLR_LAYOUT_MIN_TEXT, 0.0, 0.0);
  double tw, th;
  tlr_text_size(cr, st, &o, text, &tw, &th);
  const double scale = tw > w ? w / tw : 1.0; /* shrink rather than clip in narrow panels */
  TlrTextOpts os = o;
  os.size *= scale;
  tlr_text(cr, st, x, y, &os, st->text, text);
}

void
tlr_rolling_draw_sketch(cairo_t *cr, double w, double h, const TlrStyle *st, void *data)
{
  const TlStudyRolling *fig = data;
  const double x = 0.0, y = 0.0; /* a tile: its own origin */
  tlr_fill_background(cr, st, x, y, w, h);
  if (!fig->valid) {
    tlr_draw_message(cr, st, x, y, w, h, "no valid rolling case");
    return;
  }
  const double fs = st->font_size, pad = 0.8 * fs;
  const int m = tl_study_rolling_mark_index(fig);
  const int on_wall = fig->spec.partner == TL_ROLLING_PARTNER_WALL;
  const TlrTextOpts o_title = tlr_text_opts(1.1, 0.5, 0.0);
  tlr_text(cr, st, x + 0.5 * w, y + pad, &o_title, st->text,
           on_wall ? "Sphere i spinning on a flat wall" : "Sphere i spinning on sphere j");

  /* the drawing area: above the read-out, which takes about 9 lines */
  const double top = y + pad + 2.4 * fs, bottom = y + h - 9.5 * fs;
  const double ri = fig->spec.radius_i, rj = on_wall ? 0.3 * ri : fig->spec.radius_j;
  const double avail_h = fmax(bottom - top - 2.0 * fs, 10.0), avail_w = w - 2 * pad - 4.0 * fs;
  const double scale = fmin(avail_h / (2 * ri + (on_wall ? rj : 2 * rj)),
                            avail_w / (2 * fmax(ri, on_wall ? 1.5 * ri : rj)));
  const double cx = x + 0.5 * w, contact_y = top + fs + 2 * ri * scale;
  const double pri = ri * scale, prj = rj * scale;

  if (on_wall)
    wall(cr, st, cx - 1.4 * pri, cx + 1.4 * pri, contact_y, prj);
  else
    sphere(cr, st, cx, contact_y + prj, prj, st->muted);
  sphere(cr, st, cx, contact_y - pri, pri, st->series[0]);

  /* a mark painted on i: turns clockwise with φ (z into the screen) */
  const double phi = fig->angle_mrad[m] * TL_UNIT_MRAD;
  cairo_save(cr);
  set_color(cr, st->series[0]);
  cairo_set_line_width(cr, st->line_width);
  cairo_move_to(cr, cx, contact_y - pri);
  cairo_line_to(cr, cx + 0.85 * pri * sin(phi), contact_y - pri - 0.85 * pri * cos(phi));
  cairo_stroke(cr);
  cairo_restore(cr);
  const TlrTextOpts o_lbl = tlr_text_opts(1.0, 0.5, 0.5);
  tlr_text(cr, st, cx - 0.55 * pri, contact_y - 1.45 * pri, &o_lbl, st->text, "<i>i</i>");
  if (!on_wall)
    tlr_text(cr, st, cx - 0.55 * prj, contact_y + 1.45 * prj, &o_lbl, st->text, "<i>j</i>");

  /* n from j to i, at the contact */
  const double len = fmin(0.7 * pri, 5.0 * fs);
  arrow(cr, st, cx, contact_y, cx, contact_y - len, st->outline);
  const TlrTextOpts o_n = tlr_text_opts(1.0, 0.0, 0.5);
  tlr_text(cr, st, cx + 0.3 * fs, contact_y - len, &o_n, st->outline, "<b>n</b>");

  /* ξ (scaled to the largest |ξ| of the run) and F (to μ_r F_n0), along y */
  const double xi_len = fig->xi_max_um > 0 ? len * fig->xi_um[m] / fig->xi_max_um : 0.0;
  const double f_lim = fig->pred.torque_limit / TL_UNIT_NMM;
  const double f_len = f_lim > 0 ? len * fig->torque_nmm[m] / f_lim : 0.0;
  const double yo = 0.35 * fs;
  arrow(cr, st, cx, contact_y - yo, cx + xi_len, contact_y - yo, st->series[2]);
  arrow(cr, st, cx, contact_y + yo, cx + f_len, contact_y + yo, st->series[1]);
  char lbl[96], v_s[32];
  snprintf(lbl, sizeof lbl, "ξ = %s µm", num(v_s, sizeof v_s, fig->xi_um[m], 3));
  tip_label(cr, st, x, w, cx + xi_len, contact_y - yo - 0.2 * fs, xi_len >= 0, 1.0,
            st->series[2], lbl);
  snprintf(lbl, sizeof lbl, "F = %s N",
           num(v_s, sizeof v_s, fig->torque_nmm[m] * TL_UNIT_NMM / fig->pred.r_eff, 3));
  tip_label(cr, st, x, w, cx + f_len, contact_y + yo + 0.2 * fs, f_len >= 0, 0.0, st->series[1],
            lbl);

  /* spin and torque on i: ω_z > 0 turns clockwise on screen */
  const double ra = 1.12 * pri, ci_y = contact_y - pri;
  const double w0 = fabs(fig->spec.omega0);
  if (fig->omega[m] != 0.0)
    arc_arrow(cr, st, cx, ci_y, ra, -0.75 * M_PI, w0 > 0 ? fabs(fig->omega[m]) / w0 : 1.0,
              fig->omega[m] > 0, st->series[0], "ω");
  if (fig->torque_nmm[m] != 0.0)
    arc_arrow(cr, st, cx, ci_y, ra, -0.25 * M_PI,
              f_lim > 0 ? fabs(fig->torque_nmm[m]) / f_lim : 1.0, fig->torque_nmm[m] > 0,
              st->series[1], "τ");

  readout(cr, st, fig, m, x + pad, y + h - 9.0 * fs, w - 2 * pad);
}
