/* valet-application.h: the application: windows, app actions, About. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define VALET_TYPE_APPLICATION (valet_application_get_type ())
G_DECLARE_FINAL_TYPE (ValetApplication, valet_application, VALET, APPLICATION, AdwApplication)

ValetApplication *valet_application_new (GApplicationFlags flags);

G_END_DECLS
