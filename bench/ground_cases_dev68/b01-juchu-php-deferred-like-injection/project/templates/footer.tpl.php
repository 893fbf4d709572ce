</div>
<div id="footer">&copy; 2009-2025 社内システム課</div>
</body>
</html>
