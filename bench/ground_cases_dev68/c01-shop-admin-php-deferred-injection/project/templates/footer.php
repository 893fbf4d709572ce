</div>
<div id="foot">&copy; 2014-<?php echo date('Y'); ?> 运营技术组</div>
</body>
</html>
