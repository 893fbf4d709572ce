{% macro cents_to_dollars(column_name, scale=2) -%}
    round(({{ column_name }})::numeric / 100, {{ scale }})
{%- endmacro %}
