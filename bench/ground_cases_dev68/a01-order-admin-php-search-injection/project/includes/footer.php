</div>
<div id="foot">&copy; <?php echo date('Y'); ?> Internal use only</div>
<script src="/js/vendor/jquery-1.8.3.min.js"></script>
<script src="/js/vendor/jquery-ui-1.9.2.custom.min.js"></script>
<script src="/js/orders.js"></script>
</body>
</html>
