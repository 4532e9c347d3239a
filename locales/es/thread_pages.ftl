# Hilos leídos de páginas guardadas del foro (core::thread::page).
err-page-unknown = { $file } no es una página de un foro que este programa lea
help-page-unknown = guarda las páginas del hilo desde el foro (Guardar página como…); las marcas de foro buscadas: { $markers }
err-page-pm = { $file } es una página de mensajes privados de { $forum }, no una página del hilo
err-page-login = { $file } es una página de inicio de sesión de { $forum }, no una página del hilo: se guardó sin haber entrado
err-page-error = { $file } es una página de error de { $forum } (no muestra ningún mensaje), no una página del hilo
err-page-search = { $file } es una página de resultados de búsqueda de { $forum }, no una página del hilo
help-page-thread = abre el hilo en el foro y guarda cada una de sus páginas (Guardar página como…) en la carpeta del hilo
err-page-forums = { $file } es una página de { $forum }, pero { $first } es una página de { $other }: las páginas de un hilo vienen de un solo foro
help-page-forums = deja en la carpeta solo las páginas del hilo del día
err-page-post-time = { $file }: no se puede leer la hora del mensaje { $post } («{ $shown }»)
help-page-post-time = da con --saved-at la hora en que se guardó la página cuando el foro muestra horas relativas («Hoy», «hace 5 minutos»), o guarda la página de nuevo
err-page-post-author = { $file }: el mensaje { $post } no muestra autor
err-page-too-big = { $file } es demasiado grande: una página guardada puede tener { $limit } bytes como máximo
err-pages-too-many = { $path } tiene más de { $limit } páginas
err-pages-too-many-posts = las páginas guardadas tienen más de { $limit } mensajes
err-pages-no-thread = no se han podido leer las páginas guardadas: el sistema no ha dado un hilo de ejecución para analizarlas ({ $detail })
err-pages-none = { $path } no tiene ninguna página guardada (.html, .htm)
err-pages-stray = { $path } tiene { $file }, que no es una página guardada (.html, .htm, .json, .txt)
help-pages-stray = la carpeta del hilo tiene solo sus páginas guardadas (y las carpetas _files del navegador)
pages-read = Hilo leído de { $pages } { $pages ->
    [one] página guardada
   *[other] páginas guardadas
  } de { $forum }: { $posts } mensajes{ $duplicates ->
    [0] {""}
   *[other] , { $duplicates } vistos en dos páginas y leídos una vez
  }.
pages-edited = Editados después de publicarse (lo dice el foro): { $posts }.
pages-deleted = Borrados o esperando aprobación en el foro (solo un moderador los ve): { $posts }; no se leen como votos.
err-saved-at = --saved-at { $value } no es una hora
help-saved-at = escribe la hora en que se guardaron las páginas como 2026-11-29 21:00, con segundos y un desfase +01:00 si quieres
check-thread-text = Hilo { $file }: { $posts ->
    [one] 1 mensaje leído
   *[other] { $posts } mensajes leídos
  }.
thread-earlier-skipped = { $count ->
    [one] El mensaje #{ $first } es de una fase anterior, ya archivada en history/: no se lee como voto de esta fase.
   *[other] { $count } mensajes (#{ $first }–#{ $last }) son de una fase anterior, ya archivada en history/: no se leen como votos de esta fase.
}
