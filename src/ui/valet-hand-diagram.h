/* valet-hand-diagram.h: a board's deal as a hand diagram: the four hands
 * around the table, each suit after its symbol (hearts and diamonds in
 * red), each hand's high-card points, the dealer and who is vulnerable. */
#pragma once

#include <adwaita.h>
#include "valet-deal-set.h"

G_BEGIN_DECLS

#define VALET_TYPE_HAND_DIAGRAM (valet_hand_diagram_get_type ())
G_DECLARE_FINAL_TYPE (ValetHandDiagram, valet_hand_diagram, VALET, HAND_DIAGRAM, AdwBin)

GtkWidget  *valet_hand_diagram_new      (void);
/* Shows @deal; NULL (a board the file gives no deal for) hides the
 * diagram. */
void        valet_hand_diagram_set_deal (ValetHandDiagram     *self,
                                         const ValetBoardDeal *deal);

/* What is shown, for the ui tests: a hand's suit ("AQT94", "—" for a
 * void), its points ("10 HCP"), the dealer ("Dealer: North") and the
 * vulnerability ("Vulnerable: None"). */
const char *valet_hand_diagram_get_suit_text  (ValetHandDiagram *self,
                                               ValetSeat         seat,
                                               ValetDenom        suit);
const char *valet_hand_diagram_get_hcp_text   (ValetHandDiagram *self,
                                               ValetSeat         seat);
const char *valet_hand_diagram_get_dealer_text (ValetHandDiagram *self);
const char *valet_hand_diagram_get_vulnerability_text (ValetHandDiagram *self);

G_END_DECLS
