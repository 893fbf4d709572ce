process BWA_MEM2 {
    tag "${meta.id}_${meta.lane}"
    label 'medium'
    container 'quay.io/biocontainers/mulled-v2-e5d375990341c5aef3c9aff74f96f66f65375ef6:2cdf6bf1e92acbeb9b2834b1c58754167173a410-0'

    input:
    tuple val(meta), path(r1), path(r2)
    path genome

    output:
    tuple val(meta), path("${meta.id}_${meta.lane}.bam"), emit: bam

    script:
    def rg = "@RG\\tID:${meta.id}.${meta.lane}\\tSM:${meta.id}\\tPL:ILLUMINA\\tLB:${meta.id}"
    """
    bwa-mem2 mem -t ${task.cpus} -R '${rg}' ${genome} ${r1} ${r2} \\
        | samtools sort -@ 4 -o ${meta.id}_${meta.lane}.bam -
    """
}

process MERGE_LANES {
    tag "${id}"
    label 'small'

    input:
    tuple val(id), path(bams)

    output:
    tuple val(id), path("${id}.merged.bam"), emit: bam

    script:
    """
    samtools merge -@ ${task.cpus} ${id}.merged.bam ${bams}
    """
}

process MARKDUP {
    tag "${id}"
    label 'medium'

    input:
    tuple val(id), path(bam)

    output:
    tuple val(id), path("${id}.md.bam"), path("${id}.md.bam.bai"), emit: bam

    script:
    """
    gatk MarkDuplicates -I ${bam} -O ${id}.md.bam -M ${id}.md_metrics.txt --CREATE_INDEX true
    mv ${id}.md.bai ${id}.md.bam.bai
    """
}
