package cn.chuncraft.homes;

import java.util.List;
import org.bukkit.Material;
import org.bukkit.enchantments.Enchantment;
import org.bukkit.entity.Player;
import org.bukkit.event.EventHandler;
import org.bukkit.event.Listener;
import org.bukkit.event.player.PlayerJoinEvent;
import org.bukkit.inventory.ItemStack;
import org.bukkit.inventory.meta.ItemMeta;

public final class KitListener implements Listener {

    private final HomesPlugin plugin;

    public KitListener(HomesPlugin plugin) {
        this.plugin = plugin;
    }

    @EventHandler
    public void onJoin(PlayerJoinEvent event) {
        Player player = event.getPlayer();
        if (player.hasPlayedBefore()) {
            return;
        }
        ItemStack pick = new ItemStack(Material.IRON_PICKAXE);
        ItemMeta meta = pick.getItemMeta();
        meta.setDisplayName("§b春服新人镐");
        meta.setLore(List.of("§7欢迎来到春服！", "§7/sethome 记得设个家"));
        meta.addEnchant(Enchantment.UNBREAKING, 2, true);
        pick.setItemMeta(meta);
        player.getInventory().addItem(pick, new ItemStack(Material.BREAD, 16), new ItemStack(Material.TORCH, 32));
        plugin.getLogger().info("Gave starter kit to " + player.getName());
    }
}
