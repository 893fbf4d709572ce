/* UART1 (the sensor side) at 921600 8N1: a reader task on core 0 drains the driver into
 * rx_rb, the consumer task on core 1 cuts frames out of it and hands them to proto. */
#include <stdint.h>

#include "driver/uart.h"
#include "esp_log.h"
#include "freertos/FreeRTOS.h"
#include "freertos/task.h"

#include "proto.h"
#include "ringbuf.h"

#define BRIDGE_UART UART_NUM_1
#define BRIDGE_BAUD 921600
#define PIN_TX 17
#define PIN_RX 16
#define DRIVER_RX_BUF 4096

static const char *TAG = "uart_rx";
static ringbuf_t rx_rb;

void uart_rx_init(void)
{
    const uart_config_t cfg = {
        .baud_rate = BRIDGE_BAUD,
        .data_bits = UART_DATA_8_BITS,
        .parity = UART_PARITY_DISABLE,
        .stop_bits = UART_STOP_BITS_1,
        .flow_ctrl = UART_HW_FLOWCTRL_DISABLE,
        .source_clk = UART_SCLK_DEFAULT,
    };
    ESP_ERROR_CHECK(uart_driver_install(BRIDGE_UART, DRIVER_RX_BUF, 0, 0, NULL, 0));
    ESP_ERROR_CHECK(uart_param_config(BRIDGE_UART, &cfg));
    ESP_ERROR_CHECK(uart_set_pin(BRIDGE_UART, PIN_TX, PIN_RX, UART_PIN_NO_CHANGE, UART_PIN_NO_CHANGE));
    rb_init(&rx_rb);
}

void uart_reader_task(void *arg)
{
    uint8_t buf[128];
    for (;;) {
        int n = uart_read_bytes(BRIDGE_UART, buf, sizeof(buf), pdMS_TO_TICKS(20));
        if (n > 0 && rb_put(&rx_rb, buf, (size_t)n) < (size_t)n)
            ESP_LOGW(TAG, "ring full, dropped %d bytes", n);
    }
}

void uart_consumer_task(void *arg)
{
    uint8_t frame[PROTO_MAX_FRAME];
    for (;;) {
        while (rb_count(&rx_rb) == 0) { /* wait for the reader */ }
        uint8_t b;
        rb_peek(&rx_rb, 0, &b);
        if (b != PROTO_SOF) {
            rb_get(&rx_rb, &b, 1); /* resync: drop bytes until a start-of-frame */
            continue;
        }
        uint8_t len;
        if (!rb_peek(&rx_rb, 1, &len))
            continue;
        size_t need = PROTO_OVERHEAD + len;
        if (need > sizeof(frame)) {
            rb_get(&rx_rb, &b, 1);
            continue;
        }
        if (rb_count(&rx_rb) < need)
            continue;
        rb_get(&rx_rb, frame, need);
        proto_handle(frame, need);
    }
}

uint32_t uart_rx_dropped(void)
{
    return rx_rb.dropped;
}
