const http = require('node:http');

http.createServer((req, res) => {
  if (req.url === '/health') return res.end('ok');
  res.end('harbor');
}).listen(process.env.PORT || 8080);
