//! Text a saved page does not show is hidden text, as the forum's `.spoiler` is (review break14b
//! F6): ABBC3's `[spoiler]` (`spoilwrapper` / `spoilcontent`) and `[hidden]` (`hidebox`), an
//! inline `display:none` or `visibility:hidden`. A vote in it is marked hidden, and void where
//! the game forbids hidden votes.

use super::tests::bbcode;

const RED: &str = "<span style=\"color:red\"><strong class=\"text-strong\">Gino</strong></span>";

#[test]
fn abbc3_spoilers_hidden_boxes_and_hidden_styles_are_spoilers() {
    for html in [
        format!(
            "Mi voto:<div class=\"spoilwrapper\"><div class=\"spoiltitle\"><span class=\"spoilbtn\" \
             data-show=\"Mostrar Spoiler\"></span></div><div class=\"spoilcontent\">{RED}</div></div>"
        ),
        format!(
            "<div class=\"hidebox hidebox_hidden\"><div class=\"hidebox_title hidebox_hidden\">\
             Contenido oculto: este contenido está oculto para los invitados.</div></div>\
             <div class=\"hidebox hidebox_visible\"><div class=\"hidebox_title hidebox_visible\">\
             Contenido oculto:</div>{RED}</div>"
        ),
        format!("<span style=\"display:none\">{RED}</span>"),
        format!("<span style=\"display: none !important\">{RED}</span>"),
        format!("<div style=\"visibility:hidden\">{RED}</div>"),
    ] {
        let text = bbcode(&html);
        let open = text
            .find("[spoiler]")
            .unwrap_or_else(|| panic!("{html}: {text}"));
        let close = text.rfind("[/spoiler]").unwrap();
        let vote = text.find("Gino").unwrap();
        assert!(open < vote && vote < close, "{html}: {text}");
        assert!(!text.contains("Contenido oculto"), "{text}");
    }
}

#[test]
fn a_shown_style_is_no_spoiler() {
    for html in [
        format!("<span style=\"display:inline\">{RED}</span>"),
        format!("<span style=\"visibility:visible\">{RED}</span>"),
    ] {
        assert!(!bbcode(&html).contains("[spoiler]"), "{html}");
    }
}
