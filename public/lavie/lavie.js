// Shows the page in the shop's language, passed by the embedding page as ?lang=zh-cn.
;(function () {
  var locale = new URLSearchParams(window.location.search).get('lang') === 'zh-cn' ? 'zh-cn' : 'en'
  if (locale === 'en') return
  document.documentElement.lang = 'zh-CN'
  document.title = 'LAVIE by SAZI · 电子烟'
  var blocks = document.querySelectorAll('[data-lang]')
  for (var i = 0; i < blocks.length; i++) {
    blocks[i].hidden = blocks[i].getAttribute('data-lang') !== locale
  }
})()
