/* display.c - 128x64 SSD1306 (esp_lcd) showing the moisture percentage in big digits */
#include "display.h"

#include <stdio.h>
#include <string.h>

#include "driver/i2c_master.h"
#include "esp_lcd_panel_io.h"
#include "esp_lcd_panel_ops.h"
#include "esp_lcd_panel_ssd1306.h"
#include "esp_log.h"

#define W 128
#define H 64
#define SCALE 4
#define I2C_SDA 21
#define I2C_SCL 22

static const char *TAG = "display";
static esp_lcd_panel_handle_t s_panel;
static uint8_t s_fb[W * H / 8];

/* 3x5 glyphs: digits, '%', '-'; one byte per column, bit 0 at the top */
static const uint8_t GLYPHS[12][3] = {
    {0x1f, 0x11, 0x1f}, {0x00, 0x1f, 0x00}, {0x1d, 0x15, 0x17}, {0x15, 0x15, 0x1f},
    {0x07, 0x04, 0x1f}, {0x17, 0x15, 0x1d}, {0x1f, 0x15, 0x1d}, {0x01, 0x01, 0x1f},
    {0x1f, 0x15, 0x1f}, {0x17, 0x15, 0x1f}, {0x19, 0x04, 0x13}, {0x04, 0x04, 0x04},
};

static void fill_block(int x0, int y0)
{
    for (int y = y0; y < y0 + SCALE && y < H; y++) {
        for (int x = x0; x < x0 + SCALE && x < W; x++) {
            s_fb[x + (y / 8) * W] |= (uint8_t)(1 << (y % 8));
        }
    }
}

static void draw_glyph(int x0, int y0, int g)
{
    for (int col = 0; col < 3; col++) {
        for (int row = 0; row < 5; row++) {
            if (GLYPHS[g][col] & (1 << row)) {
                fill_block(x0 + col * SCALE, y0 + row * SCALE);
            }
        }
    }
}

void display_clear(void)
{
    memset(s_fb, 0, sizeof s_fb);
    esp_lcd_panel_draw_bitmap(s_panel, 0, 0, W, H, s_fb);
}

void display_show_percent(int pct)
{
    char buf[8];
    int n = pct < 0 ? snprintf(buf, sizeof buf, "--") : snprintf(buf, sizeof buf, "%d%%", pct);
    int x = (W - n * 4 * SCALE) / 2;

    memset(s_fb, 0, sizeof s_fb); /* clear off-screen, push once below */
    for (int i = 0; i < n; i++) {
        int g = buf[i] == '%' ? 10 : buf[i] == '-' ? 11 : buf[i] - '0';
        draw_glyph(x + i * 4 * SCALE, (H - 5 * SCALE) / 2, g);
    }
    esp_lcd_panel_draw_bitmap(s_panel, 0, 0, W, H, s_fb);
}

esp_err_t display_init(void)
{
    i2c_master_bus_handle_t bus;
    i2c_master_bus_config_t bus_cfg = {
        .i2c_port = I2C_NUM_0, .sda_io_num = I2C_SDA, .scl_io_num = I2C_SCL,
        .clk_source = I2C_CLK_SRC_DEFAULT, .glitch_ignore_cnt = 7, .flags.enable_internal_pullup = true,
    };
    ESP_ERROR_CHECK(i2c_new_master_bus(&bus_cfg, &bus));

    esp_lcd_panel_io_handle_t io;
    esp_lcd_panel_io_i2c_config_t io_cfg = {
        .dev_addr = 0x3c, .scl_speed_hz = 400000, .control_phase_bytes = 1,
        .lcd_cmd_bits = 8, .lcd_param_bits = 8, .dc_bit_offset = 6,
    };
    ESP_ERROR_CHECK(esp_lcd_new_panel_io_i2c(bus, &io_cfg, &io));

    esp_lcd_panel_dev_config_t panel_cfg = { .bits_per_pixel = 1, .reset_gpio_num = -1 };
    ESP_ERROR_CHECK(esp_lcd_new_panel_ssd1306(io, &panel_cfg, &s_panel));
    ESP_ERROR_CHECK(esp_lcd_panel_reset(s_panel));
    ESP_ERROR_CHECK(esp_lcd_panel_init(s_panel));
    ESP_ERROR_CHECK(esp_lcd_panel_disp_on_off(s_panel, true));
    ESP_LOGI(TAG, "ssd1306 ready");
    return ESP_OK;
}
