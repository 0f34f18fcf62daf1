/* The rolling spring–dashpot–slider for one contact of two spheres, driven
 * by a constant relative spin: the torque grows with the spring, then
 * the slider holds it at R_eff μ_roll F_n0. */
#include <stdio.h>
#include <tribo/rolling.h>

int
main(void)
{
  TlError err;
  TlRollingParams model = tl_rolling_params_default();
  TlRollingContact c;
  if (tl_rolling_contact_init(&c, 0.01, 0.01, &err) != TL_OK) { /* radii [m] */
    fprintf(stderr, "rolling: %s\n", err.message);
    return 1;
  }
  TlRollingKinematics k = { .normal = { 0, 0, 1 }, .omega_i = { 2, 0, 0 }, .fn0 = 10.0 };
  if (tl_rolling_kinematics_validate(&k, &err) != TL_OK) {
    fprintf(stderr, "rolling: %s\n", err.message);
    return 1;
  }
  TlRollingOutput out;
  for (int i = 1; i <= 1000; i++) {
    tl_rolling_step(&c, &model, &k, 1e-5, &out);
    if (i % 250 == 0)
      printf("t_ms=%g torque_i_x_nm=%.6g state=%s\n", i * 1e-2, out.torque_i[0],
             out.state == TL_ROLLING_STICK ? "stick" : "slip");
  }
  return 0;
}
