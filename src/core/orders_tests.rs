use super::*;

#[test]
fn a_sent_header_in_bbcode_is_read_without_its_tags() {
    for pm in [
        "[i]Inviato il: lun 30 nov 2026, 21:14[/i]\nvoto Luca\n",
        "[b]Enviado:[/b] 2026-11-30 21:14\nvoto Luca\n",
        "[size=85][color=gray]sent: 2026-11-30 21:14[/color][/size]\nvoto Luca\n",
    ] {
        let (sent, lines, bad) = split_lines(pm);
        assert_eq!(
            sent.map(|s| s.seconds),
            parse_time("2026-11-30 21:14"),
            "{pm}"
        );
        assert_eq!((lines.len(), bad.len()), (1, 0), "{pm}");
    }
    // A line in bold that is an order stays one, whole.
    let (_, lines, _) = split_lines("[b]voto Luca[/b]\n");
    assert_eq!(lines[0].span, 3.."[b]voto Luca[/b]".len());
}

#[test]
fn the_sent_header_the_spanish_and_italian_help_shows_is_read() {
    for header in ["enviado", "inviato"] {
        let (sent, lines, bad) = split_lines(&format!("{header}: 2026-11-29 21:14\nvote Ana\n"));
        assert!(bad.is_empty());
        assert_eq!(sent.unwrap().text, "2026-11-29 21:14");
        assert_eq!(lines.len(), 1);
    }
}

#[test]
fn an_smf_reply_header_above_the_orders_says_when_the_pm_was_sent() {
    for (header, at) in [
        (
            "« Respuesta #3 en: 01 de diciembre de 2026, 11:40:12 »",
            "2026-12-01 11:40:12",
        ),
        (
            "« Reply #3 on: December 01, 2026, 11:40:12 AM »",
            "2026-12-01 11:40:12",
        ),
        (
            "« Risposta #12 il: 01 Dicembre 2026, 23:05 »",
            "2026-12-01 23:05",
        ),
    ] {
        let text = format!("Re: Acciones ronda 1\n{header}\nBuenas!\nmover Cocina\n");
        let (sent, lines, bad) = split_lines(&text);
        assert!(bad.is_empty(), "{header}");
        assert_eq!(sent.map(|s| s.seconds), parse_time(at), "{header}");
        assert_eq!(
            lines.len(),
            3,
            "the subject, the greeting and the order: {header}"
        );
    }
    // Prose that starts like one is not a header.
    let (sent, ..) = split_lines("« Respuesta a Ana: mover Cocina »\n");
    assert!(sent.is_none());
}

#[test]
fn comments_blank_lines_and_sent_header() {
    let src = "sent: 2026-11-29 21:14\n\n# hola\nrob  Ana, please # note\n";
    let (sent, lines, bad) = split_lines(src);
    assert!(bad.is_empty());
    assert_eq!(sent.unwrap().text, "2026-11-29 21:14");
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].line, 4);
    let words: Vec<&str> = lines[0].words.iter().map(|w| w.text.as_str()).collect();
    assert_eq!(words, ["rob", "Ana", "please"]);
    assert_eq!(&src[lines[0].words[1].span.clone()], "Ana");
}

#[test]
fn times_order_and_offsets() {
    let a = parse_time("2026-11-29 21:14").unwrap();
    let b = parse_time("2026-11-29T21:15:00").unwrap();
    assert_eq!(b - a, 60);
    assert_eq!(parse_time("2026-11-29T22:14:00+01:00"), Some(a));
    assert_eq!(parse_time("1970-01-01 00:00"), Some(0));
    assert_eq!(parse_time("2026-13-01 10:00"), None);
    assert_eq!(parse_time("2026-02-31 10:00"), None);
    assert!(parse_time("2028-02-29 10:00").is_some(), "a leap year");
    assert_eq!(parse_time("2026-02-29 10:00"), None);
    assert_eq!(parse_time("2026-11-29 10:00+99:99"), None);
    assert_eq!(parse_time("yesterday"), None);
}

#[test]
fn pms_sort_by_sending_time_then_untimed() {
    let pm = |player: &str, text: &str| {
        OrderFile::from_text(player, &format!("orders/{player}.txt"), text)
    };
    let files = [
        pm("Ana", "vote Bruno\n"),
        pm("Bruno", "sent: 2026-11-29 21:30\nvote Ana\n"),
        pm("Carla", "sent: 2026-11-29 21:05+00:00\nvote Ana\n"),
        pm("Dani", "sent: 2026-11-29T22:00:00+01:00\nvote Ana\n"),
    ];
    let order: Vec<&str> = by_sending_time(&files)
        .iter()
        .map(|f| f.player.as_str())
        .collect();
    // 22:00+01:00 is 21:00 UTC, before Carla's 21:05.
    assert_eq!(order, ["Dani", "Carla", "Bruno", "Ana"]);
}

#[test]
fn a_markdown_heading_is_read_and_one_hash_is_a_comment() {
    let (_, lines, _) = split_lines("#### Voto Luca\n# ver Ana\n");
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].words[0].text, "Voto");
}

#[test]
fn the_headers_article_is_not_part_of_the_date() {
    let (sent, _, bad) = split_lines("Inviato il: mer 2 dic 2026, 21:14\nvota Luca\n");
    assert!(bad.is_empty());
    assert_eq!(sent.unwrap().text, "mer 2 dic 2026, 21:14");
}

#[test]
fn forum_headers_of_every_shape_say_when_the_pm_was_sent() {
    for pm in [
        "Inviato - 2 dic 2026, 21:01\nvota Luca\n",
        "Messaggio inviato: 2 dic 2026, 21:01\nvota Luca\n",
        "Mensaje enviado: 2 dic 2026, 21:01\nvota Luca\n",
        "2 dic 2026, 21:01\nvota Luca\n",
    ] {
        let (sent, lines, bad) = split_lines(pm);
        assert!(bad.is_empty(), "{pm}");
        assert_eq!(
            sent.map(|s| s.seconds),
            parse_time("2026-12-02 21:01"),
            "{pm}"
        );
        assert_eq!(lines.len(), 1, "{pm}");
    }
}

#[test]
fn a_line_starting_with_a_header_word_is_prose_without_its_colon() {
    let (sent, lines, bad) = split_lines("Data la situazione, voto Luca\n");
    assert!(sent.is_none() && bad.is_empty());
    assert_eq!(lines.len(), 1);
}

#[test]
fn a_bad_sent_header_is_reported() {
    let (sent, lines, bad) = split_lines("sent: tomorrow\nrob Ana\n");
    assert!(sent.is_none());
    assert_eq!(lines.len(), 1);
    assert_eq!(bad.len(), 1);
}

#[test]
fn a_header_under_an_attribution_dates_the_quoted_message() {
    // Carla quotes the master's PM as plain text, then orders: the `Enviado:` is his.
    let pm = "Máster escribió:\nEnviado: Lun Nov 30, 2026 9:00 am\n> Recuerda.\n\nvotar Gino\n";
    let (sent, lines, bad) = split_lines(pm);
    assert!(sent.is_none());
    assert!(bad.is_empty());
    let texts: Vec<&str> = lines.iter().map(|l| l.words[0].text.as_str()).collect();
    assert_eq!(texts, ["Máster", "votar"]);
    // Her own header, before the quote, is still read.
    let pm = format!("Enviado: Mar Dic 1, 2026 8:00 pm\n{pm}");
    assert_eq!(
        split_lines(&pm).0.expect("sent").text,
        "Mar Dic 1, 2026 8:00 pm"
    );
}
