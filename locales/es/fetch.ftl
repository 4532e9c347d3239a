# `adjudicate fetch`: las páginas de un hilo público descargadas en la carpeta thread/ de la partida. Español.

fetch-page = página { $page }: { $url } → thread/{ $file } ({ $posts } mensajes, #{ $first }–#{ $last })
fetch-page-unnumbered = página { $page }: { $url } → thread/{ $file } ({ $posts } mensajes)
fetch-done = { $pages } páginas del hilo de { $forum } en { $folder }: { $new } nuevas, { $again } descargadas de nuevo.
fetch-until = Detenido tras el mensaje #{ $post } (--until-post).
err-fetch-address = `{ $address }` no es la dirección web de un hilo (http:// o https://…)
err-fetch-robots = el robots.txt del foro no deja a los programas descargar { $url }
help-fetch-by-hand = guarda las páginas del hilo desde tu navegador ("Guardar página como…", con tu sesión iniciada si hace falta) en la carpeta thread/ de la partida, o tráelas con `adjudicate import`; no quedó nada a medio escribir
err-fetch-status = { $url }: el foro respondió { $status } en lugar de la página
err-fetch-redirects = { $url }: demasiadas redirecciones, la página nunca llegó
err-fetch-wait = { $url }: el foro pide esperar { $seconds } segundos antes de volver a pedir: inténtalo más tarde
err-fetch-busy = { $url }: el foro seguía ocupado ({ $status }) tras { $tries } intentos: inténtalo más tarde
err-fetch-elsewhere = { $url } lleva a { $to }, otro sitio o algo que no es una página web: no se sigue
err-fetch-too-big = { $url } pasa de { $limit } bytes: no es una página de un hilo
err-fetch-net = no se pudo descargar { $url }: { $error }
err-fetch-folder = { $path } no es una carpeta propia de la partida (es un enlace o un fichero): no se escribe nada a través de ella
help-fetch-folder = las páginas van a la carpeta thread/ de la partida, con los nombres page-0001.html, page-0002.html…; aparta lo que ocupe su lugar
err-fetch-other-thread = { $folder } guarda las páginas de { $first }, descargadas antes, no las de { $url }
help-fetch-other-thread = la carpeta thread/ de una partida guarda un solo hilo: da la misma dirección, o saca antes las páginas viejas de thread/
err-fetch-too-many = el hilo tiene más de { $limit } páginas: la descarga se detiene ahí
err-fetch-other-topic = { $url } es una página de otro tema distinto de { $first }: la descarga se detiene aquí
help-fetch-other-topic = el foro llevó fuera del hilo (¿se movió, se fusionó o se borró el tema?): comprueba la dirección en el navegador; las páginas anteriores se conservan
err-fetch-saved-url = { $file } no dice de qué dirección se descargó
err-fetch-login = { $url } es una página de inicio de sesión de { $forum }: el hilo no es público
err-fetch-error = { $url } es una página de error de { $forum } (el tema no existe, o solo lo ven los miembros)
err-fetch-not-thread = { $url } no es una página de un hilo de { $forum } (resultados de búsqueda, mensajes privados)
err-fetch-unknown = { $url } no es una página de un foro que se sepa leer
help-fetch-unknown = las páginas de cada foro se reconocen por estas marcas: { $markers }; si su foro no está entre ellos, guarda las páginas a mano y pega sus mensajes como texto (`=== #N | Autor | hora`)
