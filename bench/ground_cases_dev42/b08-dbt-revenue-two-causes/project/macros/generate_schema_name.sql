{% macro generate_schema_name(custom_schema_name, node) -%}
    {#- prod: staging / marts; dev: dev_<user> for everything -#}
    {%- if target.name == 'prod' and custom_schema_name is not none -%}
        {{ custom_schema_name | trim }}
    {%- else -%}
        {{ target.schema }}
    {%- endif -%}
{%- endmacro %}
