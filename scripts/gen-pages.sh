#!/usr/bin/env bash
# gen-pages.sh PAGES DIR: writes PAGES saved phpBB (prosilver) pages of 25 posts each into DIR,
# each about 200 KB as real pages are (the forum's navigation, profiles and buttons around the
# posts), the posts' authors and red votes among Ana, Bruno, Carla, Dario, Elena (the roster of
# fixtures/pages/roster.csv). For `make bench`.
set -euo pipefail
pages=$1
dir=$2
mkdir -p "$dir"
players=(Ana Bruno Carla Dario Elena)
nav=$(for i in $(seq 1 2200); do printf '<li class="row"><a href="./viewforum.php?f=%d" class="forumtitle">Foro %d</a></li>' "$i" "$i"; done)
for p in $(seq 0 $((pages - 1))); do
  start=$((p * 25))
  {
    printf '<!DOCTYPE html>\n<html dir="ltr" lang="es"><head><meta charset="utf-8"><title>Día 1 - Página %d</title>\n' $((p + 1))
    printf '<link rel="canonical" href="https://foro.example.es/viewtopic.php?t=9&amp;start=%d"></head>\n' "$start"
    printf '<body id="phpbb" class="nojs notouch section-viewtopic ltr "><div id="wrap" class="wrap"><ul class="nav">%s</ul>\n' "$nav"
    for k in $(seq 0 24); do
      n=$((start + k))
      id=$((1000 + n))
      author=${players[$((n % 5))]}
      target=${players[$(((n + 1) % 5))]}
      day=$((1 + n / 720)); hour=$((10 + (n / 60) % 12)); minute=$((n % 60))
      printf '<div id="p%d" class="post has-profile bg%d"><div class="inner"><dl class="postprofile" id="profile%d"><dt><a href="./memberlist.php?mode=viewprofile&amp;u=%d" class="username">%s</a></dt><dd class="profile-posts"><strong>Mensajes:</strong> 412</dd></dl>' "$id" $((n % 2 + 1)) "$id" "$id" "$author"
      printf '<div class="postbody"><div id="post_content%d"><h3><a href="#p%d">Re: Día 1</a></h3><p class="author"><span class="responsive-hide">por <strong><a href="./memberlist.php?mode=viewprofile&amp;u=%d" class="username">%s</a></strong> » </span><time datetime="2026-11-%02dT%02d:%02d:00+00:00">Dom Nov 29, 2026</time></p>' "$id" "$id" "$id" "$author" "$day" "$hour" "$minute"
      printf '<div class="content"><blockquote><div><cite><a href="./memberlist.php?u=1">%s</a> escribió:</cite><span style="color:#FF0000"><strong class="text-strong">%s</strong></span></div></blockquote>Mensaje %d: creo que alguien miente, pero no sé quién; lo he leído todo dos veces y sigo sin verlo claro.<br><span style="color:#FF0000"><strong class="text-strong">%s</strong></span></div>' "$target" "$author" "$n" "$target"
      printf '<div id="sig%d" class="signature">Firma de %s</div></div></div></div></div><hr class="divider">\n' "$id" "$author"
    done
    printf '<div class="copyright"><a href="https://www.phpbb.com/">phpBB</a></div></div></body></html>\n'
  } > "$dir/$(printf 'pagina-%03d.html' $((p + 1)))"
done
