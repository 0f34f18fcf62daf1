/* cli-wheelrail.h — option helpers of the wheel-rail command and views. */
#ifndef TL_CLI_WHEELRAIL_H
#define TL_CLI_WHEELRAIL_H

#include "cli.h"
#include "tribo/profile.h"

/* --inclination "1:N" (N >= 10) or "0" → β [rad]; FALSE after a usage error. */
gboolean tl_cli_wheelrail_inclination(const char *cmd, const char *text, double *beta);

/* S1002 / 60E1 (any case) or a profile file for `option`; prints the
 * profile's warnings.  Returns an exit status. */
int tl_cli_wheelrail_profile(const char *cmd, const char *option, const char *spec,
                             TlProfileKind kind, const TlProfileFit *fit, TlProfile **out);

#endif /* TL_CLI_WHEELRAIL_H */
